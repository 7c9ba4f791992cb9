import { addToCart } from '@atendimento/domain/cart'
import { PRODUCTS } from '@atendimento/domain/catalogue/products'
import type { CartItem } from '@atendimento/domain/schemas/cart'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { MOBILE_MENU_ID, MobileMenu } from './mobile-menu.tsx'
import { ScreenHarness } from './testing/screen-harness.tsx'
import { SiteStory } from './testing/site-story.tsx'

const meta = {
  title: 'Screens/Site/Shell',
  component: SiteStory,
  args: { url: '/por-que-escolher' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteStory>

export default meta
type Story = StoryObj<typeof meta>

/** Two mugs (a chosen variant) and a mousepad, as the product pages would have added them. */
function sampleCart(): CartItem[] {
  const [caneca, mousepad] = PRODUCTS
  let items: CartItem[] = []
  for (const input of [
    { product: caneca, variant: caneca?.variants[2], quantity: 2 },
    { product: mousepad, quantity: 1 },
  ]) {
    if (!input.product) continue
    const result = addToCart(
      items,
      { ...input, product: input.product },
      '2026-03-01T12:00:00.000Z',
    )
    if (result.ok) items = result.items
  }
  return items
}

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

/** 'Por que escolher': the three benefits and the WhatsApp call to action. */
export const WhyChoose: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Por que escolher',
    )
    await expect(canvas.getByRole('link', { name: /Falar no WhatsApp/ })).toHaveAttribute(
      'target',
      '_blank',
    )
  },
}

/** The small-screen menu, open: the same choices, WhatsApp support and Baixar. */
export const MobileMenuOpen: Story = {
  render: () => (
    <ScreenHarness path="/produtos">
      <MobileMenu />
    </ScreenHarness>
  ),
  play: async ({ canvasElement }) => {
    // A native popover: the header's 'Abrir menu' button opens it through popovertarget.
    await waitFor(() =>
      expect(canvasElement.ownerDocument.getElementById(MOBILE_MENU_ID)).toBeTruthy(),
    )
    canvasElement.ownerDocument.getElementById(MOBILE_MENU_ID)?.showPopover()
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Menu' })
    await expect(within(dialog).getByRole('link', { name: 'Baixar' })).toBeVisible()
    await expect(within(dialog).getByRole('link', { name: /Suporte no WhatsApp/ })).toHaveAttribute(
      'target',
      '_blank',
    )
  },
}

/** The signed-in user's menu. */
export const UserMenu: Story = {
  args: { signedIn: true },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Mariana Costa' }))
    const menu = await body(canvasElement).findByRole('menu')
    for (const name of ['Dashboard', 'Minha Conta', 'Sair']) {
      await expect(within(menu).getByRole('menuitem', { name })).toBeVisible()
    }
  },
}

/** The cart with two lines: quantities, line totals, total and the quote links. */
export const CartWithItems: Story = {
  args: {
    cart: sampleCart(),
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Carrinho, \d+ itens$/ }))
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Seu carrinho' })
    await expect(
      within(dialog).getByRole('link', { name: /Enviar orçamento pelo WhatsApp/ }),
    ).toBeVisible()
    await expect(within(dialog).getByTestId('cart-total')).toHaveTextContent('R$')
  },
}

/** The cart with nothing in it. */
export const CartEmpty: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Carrinho' }))
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Seu carrinho' })
    await expect(
      within(dialog).getByRole('heading', { name: 'Seu carrinho está vazio' }),
    ).toBeVisible()
  },
}

/** An unknown address: the 404 page. */
export const NotFound: Story = {
  args: { url: '/pagina-que-nao-existe' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Oops! Página não encontrada' }),
    ).toBeVisible()
    await expect(canvas.getByText('404', { exact: true })).toBeVisible()
  },
}
