import type { Meta, StoryObj } from '@storybook/react-vite'
import { CreditCard, Settings, Shield, User } from 'lucide-react'
import { expect, waitFor } from 'storybook/test'
import * as Tabs from './tabs.tsx'

interface Args {
  defaultValue: string
  orientation?: 'horizontal' | 'vertical'
  disabledSettings?: boolean
}

function TabsDemo({ defaultValue, orientation, disabledSettings }: Args) {
  return (
    <Tabs.Root defaultValue={defaultValue} orientation={orientation}>
      <Tabs.List aria-label="Minha conta">
        <Tabs.Trigger value="account">
          <User aria-hidden="true" /> Minha Conta
        </Tabs.Trigger>
        <Tabs.Trigger value="security">
          <Shield aria-hidden="true" /> Segurança
        </Tabs.Trigger>
        <Tabs.Trigger value="plans">
          <CreditCard aria-hidden="true" /> Planos e Pagamentos
        </Tabs.Trigger>
        <Tabs.Trigger value="settings" disabled={disabledSettings}>
          <Settings aria-hidden="true" /> Configurações
        </Tabs.Trigger>
        <Tabs.Indicator />
      </Tabs.List>
      <Tabs.Content value="account">Nome, email, telefone e documento.</Tabs.Content>
      <Tabs.Content value="security">Alterar Senha</Tabs.Content>
      <Tabs.Content value="plans">Seu plano e o histórico de pagamentos.</Tabs.Content>
      <Tabs.Content value="settings">Notificações por email e relatórios semanais.</Tabs.Content>
    </Tabs.Root>
  )
}

const meta = {
  title: 'UI/Tabs',
  component: TabsDemo,
  args: { defaultValue: 'account' },
} satisfies Meta<typeof TabsDemo>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Segurança' }))
    await expect(canvas.getByRole('tab', { name: 'Segurança' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    // The panel left behind stays in the tree while it closes: one panel remains after that.
    await waitFor(() => expect(canvas.getByRole('tabpanel')).toHaveTextContent('Alterar Senha'))
    await userEvent.keyboard('{ArrowRight}')
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Planos e Pagamentos' })).toHaveFocus(),
    )
  },
}

export const Vertical: Story = {
  tags: ['visual'],
  args: { orientation: 'vertical', defaultValue: 'plans' },
}

export const Disabled: Story = { args: { disabledSettings: true } }

export const Light: Story = { globals: { theme: 'light' } }
