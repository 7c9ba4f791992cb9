import { afterEach, describe, expect, it, vi } from 'vitest'
import { commands, page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { createAppToaster, Toaster, toast } from './toast.tsx'

describe('toast', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('dismisses itself after 5000 ms', async () => {
    // A pointer an earlier test left over the toast's corner pauses it, as it would for a
    // visitor; test pages side by side may count as hidden tabs, which would pause it too.
    await commands.parkPointer()
    const store = createAppToaster({ pauseOnPageIdle: false })
    await render(<Toaster toaster={store} />)
    vi.useFakeTimers()
    toast({ type: 'success', title: 'Perfil atualizado!' }, store)
    await vi.advanceTimersByTimeAsync(100)
    const title = page.getByText('Perfil atualizado!')
    await expect.element(title).toBeVisible()
    const state = () => title.element().closest('[data-part="root"]')?.getAttribute('data-state')
    await vi.advanceTimersByTimeAsync(4800)
    expect(state()).toBe('open')
    // The toast's own clock starts a frame or two after it shows (real frames, not faked): on a
    // busy machine that is later in fake time, so it may close a little after the 5000 ms mark.
    for (let waited = 0; state() === 'open' && waited < 2000; waited += 50) {
      await vi.advanceTimersByTimeAsync(50)
    }
    expect(state()).toBe('closed')
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
