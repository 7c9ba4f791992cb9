import { afterEach, describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { createAppToaster, Toaster, toast } from './toast.tsx'

describe('toast', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('dismisses itself after 5000 ms', async () => {
    // Test pages run side by side and may count as hidden tabs, which would pause the clock.
    const store = createAppToaster({ pauseOnPageIdle: false })
    await render(<Toaster toaster={store} />)
    vi.useFakeTimers()
    toast({ type: 'success', title: 'Perfil atualizado!' }, store)
    await vi.advanceTimersByTimeAsync(100)
    const title = page.getByText('Perfil atualizado!')
    await expect.element(title).toBeVisible()
    await vi.advanceTimersByTimeAsync(4800)
    expect(title.element().closest('[data-part="root"]')).toHaveAttribute('data-state', 'open')
    await vi.advanceTimersByTimeAsync(200)
    expect(title.element().closest('[data-part="root"]')).toHaveAttribute('data-state', 'closed')
    await vi.advanceTimersByTimeAsync(1000)
    vi.useRealTimers()
    await expect.element(page.getByText('Perfil atualizado!')).not.toBeInTheDocument()
  })

  it('keeps a single toast on screen: the newest replaces the one shown', async () => {
    const store = createAppToaster()
    await render(<Toaster toaster={store} />)
    toast.success({ title: 'Código reenviado!' }, store)
    toast.error({ title: 'Erro ao reenviar', description: 'Tente novamente' }, store)
    await expect.element(page.getByText('Erro ao reenviar')).toBeVisible()
    await expect.element(page.getByText('Código reenviado!')).not.toBeInTheDocument()
    expect(store.getCount()).toBe(1)
  })

  it('names the region with its F8 shortcut', async () => {
    const store = createAppToaster()
    await render(<Toaster toaster={store} />)
    await expect
      .element(page.getByRole('region', { name: 'Notificações (F8)' }))
      .toBeInTheDocument()
  })
})
