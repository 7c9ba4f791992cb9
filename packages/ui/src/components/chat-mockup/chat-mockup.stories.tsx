import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { type ChatMessage, ChatMockup } from './chat-mockup.tsx'

const conversation: ChatMessage[] = [
  { id: '1', from: 'customer', text: 'Olá! Vocês fazem canecas personalizadas?', time: '09:12' },
  {
    id: '2',
    from: 'assistant',
    text: 'Olá! Fazemos sim. Temos canecas a partir de R$ 34,90. Quer ver os modelos?',
    time: '09:12',
  },
  { id: '3', from: 'customer', text: 'Quero! E qual o prazo de produção?', time: '09:13' },
  {
    id: '4',
    from: 'assistant',
    text: 'O prazo é de 3 a 5 dias úteis. Posso transferir você para um atendente para fechar o pedido?',
    time: '09:13',
  },
]

const meta = {
  title: 'UI/ChatMockup',
  component: ChatMockup,
  args: { messages: conversation },
} satisfies Meta<typeof ChatMockup>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  tags: ['visual'],
  parameters: { screenshot: { height: 720 } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('figure', { name: 'Demonstração de conversa no WhatsApp' }),
    ).toBeVisible()
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4)
  },
}

export const Typing: Story = { args: { messages: conversation.slice(0, 3), typing: true } }

export const Empty: Story = { args: { messages: [] } }

export const Light: Story = { globals: { theme: 'light' } }
