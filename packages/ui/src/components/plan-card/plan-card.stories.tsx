import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { Button } from '../button/button.tsx'
import { PlanCard, type PlanCardPlan } from './plan-card.tsx'

const basic: PlanCardPlan = {
  name: 'Plano Básico',
  description: 'Para quem está começando a automatizar o atendimento.',
  price: 4990,
  billingCycleDays: 30,
  features: ['1 número de WhatsApp', 'Respostas com IA', 'Modelos rápidos'],
}

const professional: PlanCardPlan = {
  name: 'Plano Profissional',
  description: 'Para equipes que atendem muitos clientes por dia.',
  price: 9990,
  billingCycleDays: 30,
  features: [
    'Respostas com IA',
    'Gatilhos por palavra-chave',
    'Transferência inteligente para atendente',
    'Painéis e relatórios',
    'Gestão de clientes e eventos',
  ],
}

const meta = {
  title: 'UI/PlanCard',
  component: PlanCard,
  args: { plan: professional, onSelect: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>],
} satisfies Meta<typeof PlanCard>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(
      canvas.getByText('R$ 99,90', { normalizer: (text) => text.replace(/\s/g, ' ') }),
    ).toBeVisible()
    await expect(canvas.getByText('por mês')).toBeVisible()
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3)
    await expect(canvas.getByText('+2 recursos adicionais')).toBeVisible()
    await expect(canvas.getByRole('article', { name: 'Plano Profissional' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Assinar Agora' }))
    await expect(args.onSelect).toHaveBeenCalledOnce()
  },
}

export const Highlighted: Story = {
  tags: ['visual'],
  args: { highlighted: true, badge: 'Recomendado' },
}

export const ThreeFeatures: Story = {
  args: { plan: basic },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/recursos? adiciona/)).not.toBeInTheDocument()
  },
}

export const CustomCycle: Story = {
  args: { plan: { ...basic, name: 'Plano Trimestral', price: 13990, billingCycleDays: 90 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('por 90 dias')).toBeVisible()
  },
}

export const Loading: Story = { args: { busy: true } }

export const WithLink: Story = {
  args: {
    cta: (
      <Button asChild fullWidth>
        <a href="/subscribe/profissional">Assinar Agora</a>
      </Button>
    ),
  },
}

export const Light: Story = {
  globals: { theme: 'light' },
  args: { highlighted: true, badge: 'Recomendado' },
}
