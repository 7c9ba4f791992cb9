import type { Meta, StoryObj } from '@storybook/react-vite'
import { ArrowRight, Download } from 'lucide-react'
import { expect, fn } from 'storybook/test'
import { Button } from './button.tsx'

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Assinar Agora', onClick: fn() },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Solid: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Assinar Agora' }))
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}

export const Outline: Story = { args: { variant: 'outline', children: 'Cancelar' } }

export const Subtle: Story = { args: { variant: 'subtle', children: 'Editar' } }

export const Ghost: Story = { args: { variant: 'ghost', children: 'Sair' } }

export const Danger: Story = { args: { variant: 'danger', children: 'Cancelar Assinatura' } }

export const Link: Story = { args: { variant: 'link', children: 'Esqueci minha senha' } }

/** A link styled as a button (`asChild` renders the child element with the button's styles). */
export const AsLink: Story = {
  args: {
    asChild: true,
    children: (
      <a href="#precos">
        Ver planos <ArrowRight aria-hidden="true" />
      </a>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Ver planos' })).toHaveAttribute(
      'href',
      '#precos',
    )
  },
}

export const WithIcon: Story = {
  args: {
    children: (
      <>
        <Download aria-hidden="true" /> Baixar
      </>
    ),
  },
}

export const Small: Story = { args: { size: 'sm' } }

export const Large: Story = { args: { size: 'lg' } }

export const FullWidth: Story = { args: { fullWidth: true } }

export const Disabled: Story = { args: { disabled: true } }

export const Loading: Story = {
  args: { loading: true, loadingText: 'Processando...' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Processando...' })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('aria-busy', 'true')
  },
}

export const Light: Story = { globals: { theme: 'light' } }

/** Every variant side by side, for review and the visual baseline. */
export const Variants: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center' }}>
      <Button>Assinar Agora</Button>
      <Button variant="outline">Cancelar</Button>
      <Button variant="subtle">Editar</Button>
      <Button variant="ghost">Sair</Button>
      <Button variant="danger">Cancelar Assinatura</Button>
      <Button variant="link">Esqueci minha senha</Button>
      <Button size="sm">Pequeno</Button>
      <Button size="lg">Grande</Button>
      <Button disabled>Desabilitado</Button>
      <Button loading loadingText="Processando...">
        Pagar
      </Button>
    </div>
  ),
}
