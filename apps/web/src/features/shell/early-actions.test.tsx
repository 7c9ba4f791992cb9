import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  listenForEarlyActions,
  releaseControlsAwaitingApp,
  VISITOR_ACTED,
  watchForFirstAct,
} from './early-actions.ts'

// What the pre-paint script does on a page the app has not taken over yet, on a page of its own:
// a #root with a control only the app runs.

const root = document.documentElement

function pageWithCartButton() {
  document.body.innerHTML =
    '<div id="root"><button type="button" aria-label="Carrinho">Carrinho</button></div>'
  return document.querySelector('button') as HTMLButtonElement
}

beforeAll(() => listenForEarlyActions())

afterEach(() => {
  document.body.innerHTML = ''
  for (const name of ['hydrated', 'visitorActed']) delete root.dataset[name]
})

describe('a tap before the app runs', () => {
  it('is made again once the app runs, after its first render', async () => {
    const cart = pageWithCartButton()
    cart.click()
    expect(cart.getAttribute('aria-busy')).toBe('true')
    const opened = vi.fn()
    // The app's handler exists only once it hydrated.
    cart.addEventListener('click', opened)
    root.dataset.hydrated = 'true'
    releaseControlsAwaitingApp()
    expect(opened).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(opened).toHaveBeenCalledOnce())
    expect(cart.hasAttribute('aria-busy')).toBe(false)
    expect(cart.hasAttribute('data-tapped-early')).toBe(false)
  })

  it('is not made again when the app was already running', async () => {
    const cart = pageWithCartButton()
    root.dataset.hydrated = 'true'
    const opened = vi.fn()
    cart.addEventListener('click', opened)
    cart.click()
    releaseControlsAwaitingApp()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(opened).toHaveBeenCalledOnce()
  })
})

describe('the first act on a page whose app waits for it', () => {
  it('marks what needs the app and tells the entry once', () => {
    const cart = pageWithCartButton()
    const told = vi.fn()
    document.addEventListener(VISITOR_ACTED, told)
    watchForFirstAct()
    expect(cart.hasAttribute('aria-disabled')).toBe(false)
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' }))
    window.dispatchEvent(new PointerEvent('pointermove'))
    expect(told).toHaveBeenCalledOnce()
    expect(root.dataset.visitorActed).toBe('')
    expect(cart.getAttribute('aria-disabled')).toBe('true')
    document.removeEventListener(VISITOR_ACTED, told)
  })
})
