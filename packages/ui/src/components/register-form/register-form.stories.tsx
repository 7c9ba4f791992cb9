import { BIRTHDATE_MESSAGES } from '@atendimento/domain/birthdate'
import { CEP_INVALID_ALERT } from '@atendimento/domain/br/cep'
import { DOCUMENT_INVALID_MESSAGE } from '@atendimento/domain/br/document'
import { PHONE_INVALID_MESSAGE } from '@atendimento/domain/br/phone'
import {
  fillBlocker,
  invalidFieldsAlert,
  REQUIRED_REGISTRATION_FIELDS,
  SUBMIT_BLOCKED_INTRO,
  SUBMIT_BLOCKERS,
} from '@atendimento/domain/registration'
import { ADDRESS_REQUIRED_ALERT } from '@atendimento/domain/schemas/address'
import { PASSWORD_MISMATCH_MESSAGE } from '@atendimento/domain/schemas/auth'
import { EMAIL_MESSAGES } from '@atendimento/domain/schemas/fields'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { CheckoutSignupForm, RegisterForm, type RegisterFormValues } from './register-form.tsx'

const person: Partial<RegisterFormValues> = {
  name: 'Ana Souza',
  email: 'ana@exemplo.com.br',
  phone: '(11)98765-4321',
  document: '529.982.247-25',
  birthdate: '1990-05-20',
  password: 'segredo123',
  confirmPassword: 'segredo123',
  acceptedTerms: true,
}

const address: Partial<RegisterFormValues> = {
  zipCode: '01310-100',
  state: 'SP',
  city: 'São Paulo',
  neighborhood: 'Bela Vista',
  address: 'Avenida Paulista',
  addressNumber: '1000',
}

const meta = {
  title: 'UI/Forms/RegisterForm',
  component: RegisterForm,
  args: {
    onSubmit: fn(),
    // A fixed day, so the age rule gives the same answer on every run.
    today: '2026-11-24',
    onCepLookup: fn(async () => ({
      state: 'SP',
      city: 'São Paulo',
      neighborhood: 'Bela Vista',
      address: 'Avenida Paulista',
      complement: '',
    })),
  },
  decorators: [(Story) => <div style={{ maxWidth: '40rem' }}>{Story()}</div>],
  parameters: { screenshot: { height: 1200 } },
} satisfies Meta<typeof RegisterForm>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  args: { defaultValues: { ...person, ...address } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }))
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Ana Souza',
        phone: '11987654321',
        document: '52998224725',
        zipCode: '01310100',
        gender: 'male',
        acceptedTerms: true,
      }),
    )
  },
}

export const Empty: Story = { tags: ['visual'] }

export const CepLookup: Story = {
  args: { defaultValues: person },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('CEP'), '01310100')
    await userEvent.tab()
    await expect(args.onCepLookup).toHaveBeenCalledWith('01310100')
    await waitFor(() => expect(canvas.getByLabelText('Cidade')).toHaveValue('São Paulo'))
    await expect(canvas.getByLabelText('Endereço')).toHaveValue('Avenida Paulista')
  },
}

export const AddressRequired: Story = {
  args: { defaultValues: person },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }))
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent(ADDRESS_REQUIRED_ALERT.title)
    await expect(alert).toHaveTextContent(ADDRESS_REQUIRED_ALERT.description)
    await expect(canvas.getByLabelText('Cidade')).toBeInvalid()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const FailedSubmitFocusesFirstInvalidField: Story = {
  args: { defaultValues: { ...person, ...address, name: '', addressNumber: '' } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }))
    // The summary on top is announced (role alert); focus goes to the first field to fix.
    await expect(canvas.getByRole('alert')).toHaveTextContent(ADDRESS_REQUIRED_ALERT.title)
    await waitFor(() => expect(canvas.getByLabelText(/Nome completo/)).toHaveFocus())
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const FailedSubmitSummary: Story = {
  args: { defaultValues: { ...person, ...address, email: 'ana@', phone: '(11)9876' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }))
    const summary = invalidFieldsAlert(2)
    await expect(canvas.getByRole('alert')).toHaveTextContent(summary.title)
    await expect(canvas.getByRole('alert')).toHaveTextContent(summary.description)
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveFocus())
  },
}

export const ErrorsOnBlur: Story = {
  args: { defaultValues: person },
  play: async ({ canvas, userEvent }) => {
    // A short CEP says so when the field is left, before any submit.
    await userEvent.type(canvas.getByLabelText('CEP'), '0131')
    await userEvent.tab()
    await expect(canvas.getByText(CEP_INVALID_ALERT.description)).toBeVisible()
    await expect(canvas.getByLabelText('CEP')).toBeInvalid()
    const email = canvas.getByRole('textbox', { name: /Email/ })
    await userEvent.clear(email)
    await userEvent.type(email, 'ana@exemplo')
    await userEvent.tab()
    await expect(canvas.getByText(EMAIL_MESSAGES.invalid)).toBeVisible()
    // Typing again clears the field's message.
    await userEvent.type(email, '.com.br')
    await expect(canvas.queryByText(EMAIL_MESSAGES.invalid)).toBeNull()
  },
}

export const BirthdateInTheFuture: Story = {
  args: { defaultValues: { ...person, ...address, birthdate: '2030-01-01' } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }))
    await expect(canvas.getByText(BIRTHDATE_MESSAGES.future)).toBeVisible()
    await waitFor(() => expect(canvas.getByLabelText(/Data de nascimento/)).toHaveFocus())
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const BirthdateUnder18: Story = {
  args: { defaultValues: { ...person, ...address, birthdate: '2010-03-01' } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByLabelText(/Data de nascimento/))
    await userEvent.tab()
    await expect(canvas.getByText(BIRTHDATE_MESSAGES.tooYoung)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }))
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const InvalidDocumentAndPhone: Story = {
  args: { defaultValues: { ...person, ...address, document: '111.111.111-11', phone: '(11)9876' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }))
    await expect(canvas.getByText(DOCUMENT_INVALID_MESSAGE)).toBeVisible()
    await expect(canvas.getByText(PHONE_INVALID_MESSAGE)).toBeVisible()
  },
}

export const PasswordMismatch: Story = {
  args: { defaultValues: { ...person, ...address, confirmPassword: 'segredo124' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(PASSWORD_MISMATCH_MESSAGE)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Criar conta' })).toBeDisabled()
  },
}

export const TermsUnchecked: Story = {
  tags: ['visual'],
  args: { defaultValues: { ...person, ...address, acceptedTerms: false } },
  play: async ({ canvas }) => {
    const submit = canvas.getByRole('button', { name: 'Criar conta' })
    await expect(submit).toBeDisabled()
    // The disabled button says why (its description lists what is missing).
    await expect(submit).toHaveAccessibleDescription(
      `${SUBMIT_BLOCKED_INTRO} ${SUBMIT_BLOCKERS.terms}`,
    )
  },
}

export const EverythingMissing: Story = {
  play: async ({ canvas }) => {
    const submit = canvas.getByRole('button', { name: 'Criar conta' })
    await expect(submit).toBeDisabled()
    // Every field still blank is said, not only the first thing missing (issue 29).
    const labels = REQUIRED_REGISTRATION_FIELDS.map(([, label]) => label)
    await expect(submit).toHaveAccessibleDescription(
      `${SUBMIT_BLOCKED_INTRO} ${fillBlocker(labels)} ${SUBMIT_BLOCKERS.terms}`,
    )
  },
}

export const TermsBeforeTheirLinks: Story = {
  args: { defaultValues: { ...person, ...address, acceptedTerms: false } },
  play: async ({ canvas, userEvent }) => {
    // Tab order follows reading order: the box, then the two links in its label.
    await userEvent.click(canvas.getByLabelText(/Confirmar senha/))
    await userEvent.tab()
    await expect(canvas.getByRole('checkbox')).toHaveFocus()
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: 'Termos de Uso' })).toHaveFocus()
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: 'Política de Privacidade' })).toHaveFocus()
  },
}

export const Loading: Story = {
  args: { busy: true, defaultValues: { ...person, ...address } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Criando conta...' })).toBeDisabled()
  },
}

export const CheckoutSignup: Story = {
  render: (args) => <CheckoutSignupForm {...args} />,
  args: { defaultValues: { ...person, ...address } },
}

export const Light: Story = {
  globals: { theme: 'light' },
  args: { defaultValues: { ...person, ...address } },
}
