import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect } from 'storybook/test'
import { Steps } from './steps.tsx'

const items = [
  {
    value: 'plan-details',
    title: 'Detalhes do plano',
    content: <p>Plano Profissional — R$ 99,90 por mês.</p>,
  },
  { value: 'signup', title: 'Cadastro', content: <p>Crie sua conta para continuar.</p> },
  { value: 'payment', title: 'Pagamento', content: <p>Dados do cartão de crédito.</p> },
]

const meta = {
  title: 'UI/Steps',
  component: Steps,
  args: { items, step: 0, 'aria-label': 'Etapas da assinatura' },
} satisfies Meta<typeof Steps>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    const current = canvas.getByRole('listitem', { current: 'step' })
    await expect(current).toHaveTextContent('Detalhes do plano')
    await expect(canvas.getByText('Plano Profissional — R$ 99,90 por mês.')).toBeVisible()
  },
}

export const Signup: Story = {
  args: { step: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('Cadastro')
    await expect(canvas.getByText('(concluída)')).toBeInTheDocument()
  },
}

export const Payment: Story = { tags: ['visual'], args: { step: 2 } }

/** Logged in: no signup step. */
export const LoggedIn: Story = {
  args: { items: items.filter((item) => item.value !== 'signup'), step: 1 },
}

export const Completed: Story = {
  args: { step: 3, completed: <p>Pagamento Aprovado!</p> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pagamento Aprovado!')).toBeVisible()
  },
}

export const Light: Story = { globals: { theme: 'light' }, args: { step: 1 } }

/** A screen that moves on with its own button: focus goes to the new step's heading. */
function Wizard() {
  const [step, setStep] = useState(0)
  return (
    <Steps
      aria-label="Etapas da assinatura"
      step={step}
      items={items.map((item) => ({
        ...item,
        content: (
          <button type="button" onClick={() => setStep((current) => current + 1)}>
            Continuar
          </button>
        ),
      }))}
      completed={<p>Pagamento Aprovado!</p>}
    />
  )
}

export const FocusFollowsTheStep: Story = {
  render: () => <Wizard />,
  play: async ({ canvas, userEvent }) => {
    // The first step leaves focus where the page put it.
    await expect(canvas.getByRole('heading', { level: 2 })).not.toHaveFocus()
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }))
    await expect(canvas.getByRole('heading', { name: 'Etapa 2 de 3: Cadastro' })).toHaveFocus()
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }))
    await expect(canvas.getByRole('heading', { name: 'Etapa 3 de 3: Pagamento' })).toHaveFocus()
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }))
    await expect(canvas.getByText('Pagamento Aprovado!').parentElement).toHaveFocus()
  },
}
