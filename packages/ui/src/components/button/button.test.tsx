import { describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { Button } from './button.tsx'

describe('Button', () => {
  it('calls onClick when pressed', async () => {
    const onClick = vi.fn()
    await render(<Button onClick={onClick}>Assinar Agora</Button>)
    await page.getByRole('button', { name: 'Assinar Agora' }).click()
    expect(onClick).toHaveBeenCalledOnce()
  })

  it('blocks clicks and announces the wait while loading', async () => {
    const onClick = vi.fn()
    await render(
      <Button loading loadingText="Processando..." onClick={onClick}>
        Pagar
      </Button>,
    )
    const button = page.getByRole('button', { name: 'Processando...' })
    await expect.element(button).toBeDisabled()
    await expect.element(button).toHaveAttribute('aria-busy', 'true')
    await button.click({ force: true })
    expect(onClick).not.toHaveBeenCalled()
  })
})
