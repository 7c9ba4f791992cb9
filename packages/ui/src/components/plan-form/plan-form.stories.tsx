import { planToDraft } from '@atendimento/domain/admin/plan-draft'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { PlanForm } from './plan-form.tsx'

const meta = {
  title: 'UI/PlanForm',
  component: PlanForm,
  args: { onSubmit: fn(), onCancel: fn(), submitLabel: 'Criar plano' },
  decorators: [(Story) => <div style={{ maxWidth: '32rem' }}>{Story()}</div>],
} satisfies Meta<typeof PlanForm>
export default meta
type Story = StoryObj<typeof meta>

const essencial = planToDraft({
  _id: 'plano-essencial',
  name: 'Essencial',
  description: 'Para quem está começando a automatizar o atendimento no WhatsApp.',
  price: 4990,
  billingCycleDays: 30,
  features: ['1 número de WhatsApp Business', 'Respostas automáticas com IA'],
  active: true,
  position: 0,
  subscribers: 12,
  maxDevices: 1,
  entitlements: ['ai-replies', 'quick-templates'],
})

export const NewPlan: Story = {}

export const Editing: Story = {
  tags: ['visual'],
  args: { initial: essencial, submitLabel: 'Salvar plano' },
}

export const InvalidFields: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Criar plano' }))
    await expect(await canvas.findByText('Nome do plano é obrigatório')).toBeVisible()
  },
}

export const Saving: Story = {
  args: { initial: essencial, submitLabel: 'Salvar plano', busy: true },
}

export const ServerError: Story = {
  args: {
    initial: essencial,
    submitLabel: 'Salvar plano',
    error: 'Já existe um plano com este identificador.',
  },
}
