import { afterEach, describe, expect, it, vi } from 'vitest'
import { commands, page, userEvent } from 'vitest/browser'
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

  it('does not trap Tab: F8, then Tab through the toast and out of the region', async () => {
    const store = createAppToaster({ pauseOnPageIdle: false })
    await render(
      <>
        <button type="button">antes</button>
        <Toaster toaster={store} />
        <button type="button">depois</button>
      </>,
    )
    toast.success({ title: 'Login realizado!' }, store)
    await expect.element(page.getByText('Login realizado!')).toBeVisible()
    // Nothing focused yet (a page just loaded): F8 must still not turn the region into a loop.
    ;(document.activeElement as HTMLElement | null)?.blur()
    await userEvent.keyboard('{F8}')
    const region = page.getByRole('region', { name: 'Notificações (F8)' })
    await expect.poll(() => document.activeElement).toBe(region.element())
    await userEvent.tab()
    await expect.poll(() => region.element().contains(document.activeElement)).toBe(true)
    await userEvent.tab()
    await expect.element(page.getByRole('button', { name: 'Fechar notificação' })).toHaveFocus()
    await userEvent.tab()
    await expect.element(page.getByRole('button', { name: 'depois' })).toHaveFocus()
  })

  it('does not trap Tab either when reached by Tab from the last control before it', async () => {
    const store = createAppToaster({ pauseOnPageIdle: false })
    await render(
      <>
        <button type="button">antes</button>
        <Toaster toaster={store} />
        <button type="button">depois</button>
      </>,
    )
    toast.error({ title: 'Erro no login' }, store)
    await expect.element(page.getByText('Erro no login')).toBeVisible()
    page.getByRole('button', { name: 'antes' }).element().focus()
    await userEvent.tab()
    await userEvent.tab()
    await expect.element(page.getByRole('button', { name: 'Fechar notificação' })).toHaveFocus()
    await userEvent.tab()
    await expect.element(page.getByRole('button', { name: 'depois' })).toHaveFocus()
  })
})
