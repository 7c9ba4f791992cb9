import { Portal } from '@ark-ui/react/portal'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { ChevronDown, LayoutDashboard, LogOut, User } from 'lucide-react'
import { expect, fn, screen, waitFor } from 'storybook/test'
import { Button } from '../button/button.tsx'
import * as Menu from './menu.tsx'

interface Args {
  label: string
  onSelect: (details: { value: string }) => void
  defaultOpen?: boolean
  user?: boolean
  disabledItem?: boolean
}

function MenuDemo({ label, onSelect, defaultOpen, user, disabledItem }: Args) {
  return (
    <Menu.Root onSelect={onSelect} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <Button variant="ghost">
          {user && <User aria-hidden="true" />}
          {label}
          <Menu.Indicator>
            <ChevronDown aria-hidden="true" />
          </Menu.Indicator>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {user ? (
              <>
                <Menu.Item value="dashboard">
                  <LayoutDashboard aria-hidden="true" /> Dashboard
                </Menu.Item>
                <Menu.Item value="conta">
                  <User aria-hidden="true" /> Minha Conta
                </Menu.Item>
                <Menu.Separator />
                <Menu.Item value="sair">
                  <LogOut aria-hidden="true" /> Sair
                </Menu.Item>
              </>
            ) : (
              <>
                <Menu.Item value="funcionalidades">Funcionalidades</Menu.Item>
                <Menu.Item value="demo" disabled={disabledItem}>
                  Demonstração
                </Menu.Item>
                <Menu.Item value="precos">Preços</Menu.Item>
              </>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}

const meta = {
  title: 'UI/Menu',
  component: MenuDemo,
  args: { label: 'Produto', onSelect: fn() },
} satisfies Meta<typeof MenuDemo>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Produto' }))
    // Chosen from the keyboard (typeahead, Enter): a simulated pointer crossing from the trigger
    // to the item took longer than the 100 ms close delay on a busy machine, and the menu closed.
    // The menu takes the focus a frame after it opens; keys typed before that went to the
    // trigger, whose Enter closed the menu.
    const menu = await screen.findByRole('menu')
    await waitFor(() => expect(menu).toHaveFocus())
    await userEvent.keyboard('p')
    const prices = screen.getByRole('menuitem', { name: 'Preços' })
    await waitFor(() => expect(prices).toHaveAttribute('data-highlighted'))
    await userEvent.keyboard('{Enter}')
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ value: 'precos' }))
  },
}

export const ClosesAfterPointerLeaves: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Produto' })
    await userEvent.click(trigger)
    const menu = await screen.findByRole('menu')
    // Moving from the trigger to the menu leaves the trigger: the menu must stay open.
    await userEvent.hover(menu)
    await new Promise((resolve) => setTimeout(resolve, 150))
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    // Leaving both closes it, and not before 100 ms.
    const left = performance.now()
    await userEvent.unhover(menu)
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'), {
      timeout: 2000,
    })
    await expect(performance.now() - left).toBeGreaterThanOrEqual(100)
  },
}

export const Open: Story = { args: { defaultOpen: true } }

export const DisabledItem: Story = {
  args: { defaultOpen: true, disabledItem: true },
  play: async () => {
    await expect(await screen.findByRole('menuitem', { name: 'Demonstração' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  },
}

export const UserMenu: Story = {
  tags: ['visual'],
  args: { label: 'Ana Souza', user: true, defaultOpen: true },
}

export const Light: Story = { globals: { theme: 'light' }, args: { defaultOpen: true } }
