import { PRODUCTS } from '@atendimento/domain/catalogue/products'
import type { Product } from '@atendimento/domain/catalogue/types'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { ScreenHarness } from '../shell/testing/screen-harness.tsx'
import { SiteStory } from '../shell/testing/site-story.tsx'
import { ProductScreen } from './product-screen.tsx'

const meta = {
  title: 'Screens/Site/Catálogo',
  component: SiteStory,
  args: { url: '/produtos' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteStory>

export default meta
type Story = StoryObj<typeof meta>

const caneca = PRODUCTS.find((product) => product.id === 'caneca-personalizada') as Product
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

/** Every product and service. */
export const Catalogue: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('8 itens encontrados')
  },
}

/** Searched, filtered and sorted from the URL's params. */
export const Filtered: Story = {
  args: { url: '/produtos?busca=personalizad&categoria=Sublima%C3%A7%C3%A3o&ordem=preco' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('2 itens encontrados')
    await expect(canvas.getByRole('button', { name: 'Limpar filtros' })).toBeEnabled()
  },
}

/** Nothing matches: a way back to everything. */
export const NoResults: Story = {
  args: { url: '/produtos?busca=nada-por-aqui' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Nenhum item encontrado' }),
    ).toBeVisible()
  },
}

/** A product with variants: the first available one is chosen; adding shows a toast. */
export const ProductWithVariants: Story = {
  args: { url: '/produto/caneca-personalizada' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByRole('radio', { name: /Branca 325 ml/ })).toBeChecked()
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar ao carrinho' }))
    const toast = await body(canvasElement).findByText('Produto adicionado ao carrinho!')
    await waitFor(() => expect(toast).toBeVisible())
  },
}

/** A product without variants: the price comes from its price range. */
export const ProductWithoutVariants: Story = {
  args: { url: '/produto/mousepad-personalizado' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('R$ 29,90')).toBeVisible()
    await expect(canvas.queryByRole('radiogroup')).toBeNull()
  },
}

/** An unknown product id. */
export const ProductNotFound: Story = {
  args: { url: '/produto/nao-existe' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Produto não encontrado' }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Voltar aos produtos' })).toBeVisible()
  },
}

/** A service: how it works, technologies and the quote links. */
export const Service: Story = {
  args: { url: '/servico/impressao-3d' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Impressão 3D' }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: /Orçamento por e-mail/ })).toHaveAttribute(
      'target',
      '_blank',
    )
  },
}

/** An unknown service id. */
export const ServiceNotFound: Story = {
  args: { url: '/servico/nao-existe' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Serviço não encontrado' }),
    ).toBeVisible()
  },
}

/** Not for sale yet ('Em Breve'): actions disabled; trying to add explains why. */
export const ProductUnavailable: Story = {
  render: () => (
    <ScreenHarness>
      <ProductScreen product={{ ...caneca, available: false }} />
    </ScreenHarness>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const add = await canvas.findByRole('button', { name: 'Em Breve' })
    await expect(add).toHaveAttribute('aria-disabled', 'true')
    add.focus()
    await userEvent.keyboard('{Enter}')
    const toast = await body(canvasElement).findByText(
      'Este produto não está disponível no momento',
    )
    await waitFor(() => expect(toast).toBeVisible())
  },
}

/** Every variant sold out: no variant can be chosen, so adding asks for one. */
export const NoVariantAvailable: Story = {
  render: () => (
    <ScreenHarness>
      <ProductScreen
        product={{
          ...caneca,
          variants: caneca.variants.map((variant) => ({ ...variant, available: false })),
        }}
      />
    </ScreenHarness>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const add = await canvas.findByRole('button', { name: 'Adicionar ao carrinho' })
    add.focus()
    await userEvent.keyboard('{Enter}')
    const toast = await body(canvasElement).findByText(
      'Por favor, selecione uma variação do produto',
    )
    await waitFor(() => expect(toast).toBeVisible())
  },
}
