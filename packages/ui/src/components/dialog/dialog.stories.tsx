import { Portal } from '@ark-ui/react/portal'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fireEvent, screen, waitFor } from 'storybook/test'
import { settledDialog } from '../../testing/settled-dialog.ts'
import { Button } from '../button/button.tsx'
import * as Dialog from './dialog.tsx'

function DialogDemo({ defaultOpen = false, preventClose = false }) {
  return (
    <Dialog.Root defaultOpen={defaultOpen} preventClose={preventClose}>
      <Dialog.Trigger asChild>
        <Button>Ver detalhes</Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Plano Profissional</Dialog.Title>
              <Dialog.Description>
                Tudo o que você precisa para automatizar o atendimento.
              </Dialog.Description>
            </Dialog.Header>
            <Dialog.Body>
              <p>Respostas com IA, gatilhos por palavra-chave e transferência para um atendente.</p>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <Button variant="outline">Fechar</Button>
              </Dialog.CloseTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

/** A payment that takes a while: the dialog stays open until it ends. */
function ProcessingDemo() {
  const [busy, setBusy] = useState(false)
  return (
    <Dialog.Root defaultOpen preventClose={busy}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Pagamento seguro</Dialog.Title>
              <Dialog.Description>Confirme para processar o pagamento.</Dialog.Description>
            </Dialog.Header>
            <Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <Button variant="outline">Cancelar</Button>
              </Dialog.CloseTrigger>
              <Button loading={busy} loadingText="Processando..." onClick={() => setBusy(true)}>
                Pagar
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

const meta = {
  title: 'UI/Dialog',
  component: DialogDemo,
} satisfies Meta<typeof DialogDemo>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ver detalhes' }))
    const dialog = await settledDialog('dialog', { name: 'Plano Profissional' })
    await expect(dialog).toHaveAccessibleDescription(
      'Tudo o que você precisa para automatizar o atendimento.',
    )
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  },
}

export const Open: Story = { tags: ['visual'], args: { defaultOpen: true } }

export const ClosesOnOutsideClick: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await settledDialog('dialog', { name: 'Plano Profissional' })
    // Ark starts listening for outside presses just after opening; press until it has.
    await waitFor(() => {
      fireEvent.pointerDown(document.body)
      fireEvent.pointerUp(document.body)
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    })
  },
}

export const PreventClose: Story = {
  args: { defaultOpen: true, preventClose: true },
  play: async ({ userEvent }) => {
    const dialog = await settledDialog('dialog', { name: 'Plano Profissional' })
    await userEvent.keyboard('{Escape}')
    await expect(dialog).toBeInTheDocument()
    for (const button of screen.getAllByRole('button', { name: /Fechar/ })) {
      await expect(button).toBeDisabled()
    }
  },
}

export const Processing: Story = {
  render: () => <ProcessingDemo />,
  play: async ({ userEvent }) => {
    const dialog = await settledDialog('dialog', { name: 'Pagamento seguro' })
    await userEvent.click(screen.getByRole('button', { name: 'Pagar' }))
    await expect(screen.getByRole('button', { name: 'Processando...' })).toBeDisabled()
    // Escape, the close button and a click on the backdrop do nothing while it processes.
    await userEvent.keyboard('{Escape}')
    await expect(screen.getByRole('button', { name: 'Fechar' })).toBeDisabled()
    await expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled()
    // A pointer press outside the dialog (what a click on the backdrop sends).
    fireEvent.pointerDown(document.body)
    fireEvent.pointerUp(document.body)
    await expect(dialog).toBeVisible()
  },
}

export const Light: Story = { globals: { theme: 'light' }, args: { defaultOpen: true } }
