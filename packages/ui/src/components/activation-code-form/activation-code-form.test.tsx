import { describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { ActivationCodeForm } from './activation-code-form.tsx'

describe('ActivationCodeForm', () => {
  it('takes a pasted code in any case, with spaces or a hyphen, and drops what cannot be in one', async () => {
    const onSubmit = vi.fn()
    await render(<ActivationCodeForm onSubmit={onSubmit} />)
    const field = page.getByLabelText(/Código mostrado no aplicativo/)
    // What a paste leaves in the field, whole.
    await field.fill(' bcdf ghjk ')
    await expect.element(field).toHaveValue('BCDF-GHJK')
    await field.fill('a1-bc')
    await expect.element(field).toHaveValue('BC')
  })

  it('asks for the code when none is typed', async () => {
    const onSubmit = vi.fn()
    await render(<ActivationCodeForm onSubmit={onSubmit} />)
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect.element(page.getByText('Digite o código mostrado no aplicativo')).toBeVisible()
    expect(onSubmit).not.toHaveBeenCalled()
  })
})
