import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Accordion } from './accordion.tsx'

const faq = [
  {
    value: 'dados',
    title: 'Onde ficam os dados dos meus clientes?',
    content:
      'Somente no seu computador, em um banco de dados local. Nada é enviado aos nossos servidores.',
  },
  {
    value: 'chave',
    title: 'Preciso de uma chave de API de IA?',
    content:
      'Sim. Você usa a sua própria chave do provedor de IA e controla os custos diretamente.',
  },
  {
    value: 'cancelar',
    title: 'Posso cancelar quando quiser?',
    content: 'Sim, sem fidelidade. Seus dados ficam disponíveis por 30 dias após o cancelamento.',
  },
]

const meta = {
  title: 'UI/Accordion',
  component: Accordion,
  args: { items: faq },
} satisfies Meta<typeof Accordion>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const first = canvas.getByRole('button', { name: 'Onde ficam os dados dos meus clientes?' })
    const second = canvas.getByRole('button', { name: 'Preciso de uma chave de API de IA?' })
    await userEvent.click(first)
    await userEvent.click(second)
    // Several items stay open at once.
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    await expect(second).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByText(/Somente no seu computador/)).toBeVisible()
    await userEvent.click(first)
    await expect(first).toHaveAttribute('aria-expanded', 'false')
  },
}

export const Open: Story = { tags: ['visual'], args: { defaultValue: ['dados', 'cancelar'] } }

export const Single: Story = { args: { multiple: false, defaultValue: ['chave'] } }

export const Disabled: Story = {
  args: { items: faq.map((item, index) => ({ ...item, disabled: index === 1 })) },
}

export const Light: Story = { globals: { theme: 'light' }, args: { defaultValue: ['dados'] } }
