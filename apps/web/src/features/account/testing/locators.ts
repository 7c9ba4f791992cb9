import { page, userEvent } from 'vitest/browser'

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A form control by its label, whether or not the label carries the required mark (*). */
export const field = (label: string) =>
  page.getByLabelText(new RegExp(`^${escapeRegExp(label)}\\*?$`))

/** Ticks the registration's terms checkbox the way a keyboard user does (its label has links). */
export async function acceptTerms() {
  page
    .getByRole('checkbox', { name: /Li e aceito/ })
    .element()
    .focus()
  await userEvent.keyboard(' ')
}
