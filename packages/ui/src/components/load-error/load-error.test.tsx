import { LIST_LOAD_MESSAGES } from '@atendimento/domain/messages'
import { describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { LoadError } from './load-error.tsx'

describe('LoadError', () => {
  it('says what failed, hints at the connection and retries on demand', async () => {
    const onRetry = vi.fn()
    await render(<LoadError title={LIST_LOAD_MESSAGES.payments} onRetry={onRetry} />)
    const alert = page.getByRole('alert')
    await expect.element(alert.getByText(LIST_LOAD_MESSAGES.payments)).toBeVisible()
    await expect.element(alert.getByText(LIST_LOAD_MESSAGES.hint)).toBeVisible()
    await page.getByRole('button', { name: LIST_LOAD_MESSAGES.retry }).click()
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('cannot be pressed twice while the retry is on its way', async () => {
    const onRetry = vi.fn()
    await render(<LoadError title={LIST_LOAD_MESSAGES.plans} onRetry={onRetry} retrying />)
    await expect
      .element(page.getByRole('button', { name: LIST_LOAD_MESSAGES.retrying }))
      .toBeDisabled()
  })
})
