import { expect, screen, waitFor } from 'storybook/test'

type Role = 'dialog' | 'alertdialog'

/**
 * The open dialog, once it holds the focus. A dialog moves the focus inside a frame after it
 * opens: a play function that clicks before that sees the focus jump back to the initial element
 * afterwards, and a screenshot then shows the focus ring on one button or the other by chance.
 */
export async function settledDialog(role: Role, options?: { name?: string | RegExp }) {
  const dialog = await screen.findByRole(role, options)
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
  return dialog
}
