import { describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { CodeInput } from './code-input.tsx'

const values = () =>
  Array.from(document.querySelectorAll<HTMLInputElement>('input[data-index]')).map(
    (box) => box.value,
  )

describe('CodeInput', () => {
  it('spreads a multi-character input (autofill) over the boxes from the one typed in', async () => {
    const onValueChange = vi.fn()
    await render(<CodeInput defaultValue="A" onValueChange={onValueChange} />)
    await page.getByRole('textbox', { name: 'Caractere 2 de 6' }).fill('b2c')
    expect(values()).toEqual(['A', 'B', '2', 'C', '', ''])
    expect(onValueChange).toHaveBeenLastCalledWith('AB2C')
    await expect.element(page.getByRole('textbox', { name: 'Caractere 5 de 6' })).toHaveFocus()
  })

  it('fills all six boxes from a whole code pasted into any box', async () => {
    const onComplete = vi.fn()
    await render(<CodeInput onComplete={onComplete} />)
    const fourth = page.getByRole('textbox', { name: 'Caractere 4 de 6' })
    await fourth.click()
    const clipboardData = new DataTransfer()
    clipboardData.setData('text/plain', 'ab12cd')
    fourth.element().dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true }))
    expect(values()).toEqual(['A', 'B', '1', '2', 'C', 'D'])
    expect(onComplete).toHaveBeenCalledWith('AB12CD')
  })

  it('ignores characters that are not letters or digits', async () => {
    await render(<CodeInput />)
    const first = page.getByRole('textbox', { name: 'Caractere 1 de 6' })
    await first.click()
    await userEvent.keyboard('-')
    expect(values()).toEqual(['', '', '', '', '', ''])
    await expect.element(first).toHaveFocus()
  })

  it('posts the code through a hidden input', async () => {
    await render(
      <form data-testid="form">
        <CodeInput name="code" defaultValue="XY98ZW" />
      </form>,
    )
    const form = document.querySelector('form') as HTMLFormElement
    expect(new FormData(form).get('code')).toBe('XY98ZW')
  })
})
