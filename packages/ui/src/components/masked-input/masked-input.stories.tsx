import { CEP_LENGTH_MESSAGE } from '@atendimento/domain/br/cep'
import { DOCUMENT_INVALID_MESSAGE } from '@atendimento/domain/br/document'
import { PHONE_INVALID_MESSAGE } from '@atendimento/domain/br/phone'
import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ComponentType } from 'react'
import { expect, fn } from 'storybook/test'
import * as Field from '../field/field.tsx'
import {
  CardNumberInput,
  CcvInput,
  CepInput,
  DocumentInput,
  ExpiryMonthInput,
  ExpiryYearInput,
  HolderNameInput,
  type MaskedInputProps,
  PhoneInput,
} from './masked-input.tsx'

type Preset = ComponentType<Omit<MaskedInputProps, 'mask'>>

const fields: [string, Preset][] = [
  ['Telefone', PhoneInput],
  ['CPF ou CNPJ', DocumentInput],
  ['CEP', CepInput],
  ['Nome do portador', HolderNameInput],
  ['Número do cartão', CardNumberInput],
  ['Mês', ExpiryMonthInput],
  ['Ano', ExpiryYearInput],
  ['CCV', CcvInput],
]

interface Args {
  onValueChange: (value: string) => void
  disabled?: boolean
  values?: string[]
  errors?: (string | undefined)[]
}

function MaskedInputs({ onValueChange, disabled, values = [], errors = [] }: Args) {
  return (
    <div
      style={{
        display: 'grid',
        gap: '1rem',
        gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
      }}
    >
      {fields.map(([label, Component], index) => (
        <Field.Root key={label} disabled={disabled} invalid={Boolean(errors[index])}>
          <Field.Label>{label}</Field.Label>
          <Component defaultValue={values[index]} onValueChange={onValueChange} />
          {errors[index] && <Field.ErrorText>{errors[index]}</Field.ErrorText>}
        </Field.Root>
      ))}
    </div>
  )
}

const meta = {
  title: 'UI/MaskedInput',
  component: MaskedInputs,
  args: { onValueChange: fn() },
} satisfies Meta<typeof MaskedInputs>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step('phone: landline, then mobile', async () => {
      const phone = canvas.getByLabelText('Telefone')
      await userEvent.type(phone, '1133334444')
      await expect(phone).toHaveValue('(11)3333-4444')
      await userEvent.clear(phone)
      await userEvent.type(phone, '11987654321')
      await expect(phone).toHaveValue('(11)98765-4321')
    })
    await step('phone: a pasted +55 prefix is dropped, not cut by a length limit', async () => {
      const phone = canvas.getByLabelText('Telefone')
      await userEvent.clear(phone)
      await userEvent.click(phone)
      await userEvent.paste('+55 21 99876-5432')
      await expect(phone).toHaveValue('(21)99876-5432')
    })
    await step('document: the CNPJ mask above 11 characters', async () => {
      const document = canvas.getByLabelText('CPF ou CNPJ')
      await userEvent.type(document, '52998224725')
      await expect(document).toHaveValue('529.982.247-25')
      await userEvent.type(document, '0')
      await expect(document).toHaveValue('52.998.224/7250')
      await userEvent.clear(document)
      await userEvent.type(document, '12abc34501de35')
      await expect(document).toHaveValue('12.ABC.345/01DE-35')
    })
    await step('CEP, card number, expiry and CCV', async () => {
      const cep = canvas.getByLabelText('CEP')
      await userEvent.type(cep, '01310100')
      await expect(cep).toHaveValue('01310-100')
      const number = canvas.getByLabelText('Número do cartão')
      await userEvent.type(number, '4444444444444444')
      await expect(number).toHaveValue('4444 4444 4444 4444')
      const month = canvas.getByLabelText('Mês')
      await userEvent.type(month, '1a2b3')
      await expect(month).toHaveValue('12')
      const ccv = canvas.getByLabelText('CCV')
      await userEvent.type(ccv, '12345')
      await expect(ccv).toHaveValue('1234')
      const holder = canvas.getByLabelText('Nome do portador')
      await userEvent.type(holder, 'ana souza')
      await expect(holder).toHaveValue('ANA SOUZA')
    })
  },
}

export const Filled: Story = {
  args: {
    values: [
      '11987654321',
      '11222333000181',
      '01310100',
      'ana souza',
      '4444444444444444',
      '12',
      '2030',
      '123',
    ],
  },
}

export const Disabled: Story = { args: { disabled: true, values: ['1133334444', '52998224725'] } }

export const Invalid: Story = {
  tags: ['visual'],
  args: {
    values: ['1199', '11111111111', '0131'],
    errors: [PHONE_INVALID_MESSAGE, DOCUMENT_INVALID_MESSAGE, CEP_LENGTH_MESSAGE],
  },
}

export const Light: Story = { globals: { theme: 'light' }, args: Filled.args }
