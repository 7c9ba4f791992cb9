import { Portal } from '@ark-ui/react/portal'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import * as Menu from './menu.tsx'

function Dropdown({ onOpenChange }: { onOpenChange?: (details: { open: boolean }) => void }) {
  return (
    <Menu.Root onOpenChange={onOpenChange}>
      <Menu.Trigger>Suporte</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="como-funciona">Como Funciona</Menu.Item>
            <Menu.Item value="faq">FAQ</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}

const leave = (element: Element) =>
  element.dispatchEvent(new PointerEvent('pointerout', { bubbles: true, pointerType: 'mouse' })) &&
  element.dispatchEvent(new PointerEvent('pointerleave', { bubbles: false, pointerType: 'mouse' }))

describe('Menu', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('closes exactly 100 ms after the pointer leaves', async () => {
    const onOpenChange = vi.fn()
    await render(<Dropdown onOpenChange={onOpenChange} />)
    const trigger = page.getByRole('button', { name: 'Suporte' })
    await trigger.click()
    await expect.element(page.getByRole('menu')).toBeVisible()
    vi.useFakeTimers()
    leave(trigger.element())
    await vi.advanceTimersByTimeAsync(99)
    expect(trigger.element()).toHaveAttribute('aria-expanded', 'true')
    await vi.advanceTimersByTimeAsync(1)
    expect(onOpenChange).toHaveBeenLastCalledWith({ open: false })
    vi.useRealTimers()
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'false')
  })

  it('stays open when the pointer comes back within 100 ms', async () => {
    await render(<Dropdown />)
    const trigger = page.getByRole('button', { name: 'Suporte' })
    await trigger.click()
    const menu = page.getByRole('menu')
    await expect.element(menu).toBeVisible()
    vi.useFakeTimers()
    leave(trigger.element())
    await vi.advanceTimersByTimeAsync(60)
    menu
      .element()
      .dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }))
    menu.element().dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }))
    await vi.advanceTimersByTimeAsync(500)
    expect(trigger.element()).toHaveAttribute('aria-expanded', 'true')
  })

  it('ignores touch pointers (a tap outside closes it instead)', async () => {
    await render(<Dropdown />)
    const trigger = page.getByRole('button', { name: 'Suporte' })
    await trigger.click()
    vi.useFakeTimers()
    trigger.element().dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'touch' }))
    await vi.advanceTimersByTimeAsync(500)
    expect(trigger.element()).toHaveAttribute('aria-expanded', 'true')
  })
})
