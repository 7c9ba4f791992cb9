import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { CookieBanner } from './cookie-banner.tsx'

const meta = {
  title: 'UI/CookieBanner',
  component: CookieBanner,
  args: { onAcceptAll: fn(), onReject: fn(), onClose: fn(), onSave: fn() },
  parameters: { layout: 'fullscreen', screenshot: { height: 720 } },
  decorators: [(Story) => <div style={{ minHeight: '40rem' }}>{Story()}</div>],
} satisfies Meta<typeof CookieBanner>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('region', { name: 'Sua privacidade' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Aceitar Todos' }))
    await expect(args.onAcceptAll).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('button', { name: 'Rejeitar' }))
    await expect(args.onReject).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('button', { name: 'Fechar aviso de cookies' }))
    await expect(args.onClose).toHaveBeenCalledOnce()
  },
}

/** The banner as it first appears. */
export const Banner: Story = { tags: ['visual'] }

export const Customize: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Personalizar' }))
    const essential = await canvas.findByRole('switch', { name: /Essenciais/ })
    await expect(essential).toBeChecked()
    await expect(essential).toBeDisabled()
    await userEvent.click(canvas.getByText('Desempenho'))
    await userEvent.click(canvas.getByText('Marketing'))
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar preferências' }))
    await expect(args.onSave).toHaveBeenCalledWith({
      essential: true,
      performance: true,
      functionality: false,
      marketing: true,
    })
  },
}

export const Customizing: Story = {
  tags: ['visual'],
  args: {
    defaultCustomizing: true,
    defaultPreferences: {
      essential: true,
      performance: true,
      functionality: false,
      marketing: false,
    },
  },
  // The switches load with the panel: the reference shows them in place.
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('switch', { name: 'Desempenho' })).toBeChecked()
  },
}

export const Hidden: Story = {
  args: { open: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument()
  },
}

export const Light: Story = { globals: { theme: 'light' } }
