import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect } from 'react'
import { expect, screen, waitFor } from 'storybook/test'
import { Button } from '../button/button.tsx'
import { Toaster, type ToastOptions, toast, toaster } from './toast.tsx'

const examples: Record<string, ToastOptions> = {
  success: { type: 'success', title: 'Login realizado!' },
  error: { type: 'error', title: 'Erro no login', description: 'Email ou senha incorretos' },
  info: { type: 'info', title: 'Código reenviado!' },
  warning: {
    type: 'warning',
    title: 'CEP não encontrado',
    description: 'Verifique o CEP e tente novamente',
  },
}

function ToastDemo({ initial }: { initial?: keyof typeof examples }) {
  return (
    <div>
      <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
        <Button onClick={() => toast(examples.success as ToastOptions)}>Sucesso</Button>
        <Button variant="outline" onClick={() => toast(examples.error as ToastOptions)}>
          Erro
        </Button>
        <Button variant="outline" onClick={() => toast(examples.warning as ToastOptions)}>
          Aviso
        </Button>
      </div>
      <Toaster />
      {initial && <ShowOnMount options={examples[initial] as ToastOptions} />}
    </div>
  )
}

function ShowOnMount({ options }: { options: ToastOptions }) {
  // A story that opens with a toast on screen, for review and screenshots.
  useEffect(() => {
    toast({ ...options, duration: Number.POSITIVE_INFINITY })
  }, [options])
  return null
}

const meta = {
  title: 'UI/Toast',
  component: ToastDemo,
  beforeEach: () => {
    toaster.remove()
    return () => toaster.remove()
  },
} satisfies Meta<typeof ToastDemo>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sucesso' }))
    // Ark fades a new toast in from opacity 0 on its next frame, late on a busy machine.
    await waitFor(() => expect(screen.getByText('Login realizado!')).toBeVisible())
  },
}

export const ReplacesPrevious: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sucesso' }))
    await screen.findByText('Login realizado!')
    await userEvent.click(canvas.getByRole('button', { name: 'Erro' }))
    await screen.findByText('Erro no login')
    // Only one toast is ever on screen: the new one replaced the old.
    await waitFor(() => expect(screen.queryByText('Login realizado!')).not.toBeInTheDocument())
    await expect(screen.getAllByRole('status')).toHaveLength(1)
  },
}

export const SwipeToDismiss: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sucesso' }))
    const title = await screen.findByText('Login realizado!')
    const root = title.closest('[data-part="root"]') as HTMLElement
    const swipe = (distance: number) => {
      const box = root.getBoundingClientRect()
      const y = box.top + box.height / 2
      const x = box.left + 20
      const init = { bubbles: true, pointerId: 7, pointerType: 'touch', isPrimary: true, button: 0 }
      root.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: x, clientY: y }))
      root.dispatchEvent(
        new PointerEvent('pointermove', { ...init, clientX: x + distance, clientY: y }),
      )
      root.dispatchEvent(
        new PointerEvent('pointerup', { ...init, clientX: x + distance, clientY: y }),
      )
    }
    // 40 px springs back; beyond 50 px dismisses.
    swipe(40)
    await expect(root).toHaveAttribute('data-state', 'open')
    swipe(60)
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'closed'))
  },
}

export const F8FocusesRegion: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Aviso' }))
    await screen.findByText('CEP não encontrado')
    await userEvent.keyboard('[F8]')
    await waitFor(() => expect(screen.getByRole('region', { name: /Notificações/ })).toHaveFocus())
  },
}

export const Success: Story = { args: { initial: 'success' } }

export const ErrorToast: Story = { tags: ['visual'], name: 'Error', args: { initial: 'error' } }

export const Warning: Story = { args: { initial: 'warning' } }

export const Light: Story = { globals: { theme: 'light' }, args: { initial: 'error' } }
