import { PRODUCTS } from '@atendimento/domain/catalogue/products'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Button } from '../button/button.tsx'
import { ProductCard } from './product-card.tsx'

const [mug, ...others] = PRODUCTS
const product = mug ?? (others[0] as NonNullable<typeof mug>)

const meta = {
  title: 'UI/ProductCard',
  component: ProductCard,
  args: {
    product,
    actions: (
      <>
        <Button asChild size="sm">
          <a href={`/produto/${product.id}`}>Ver detalhes</a>
        </Button>
        <Button size="sm" variant="outline">
          Solicitar orçamento
        </Button>
      </>
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>],
} satisfies Meta<typeof ProductCard>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: product.title })).toBeVisible()
    await expect(canvas.getByText(product.priceRange)).toBeVisible()
    // The title names the card, so a grid of cards reads (and is found) card by card.
    await expect(canvas.getByRole('article', { name: product.title })).toBeVisible()
  },
}

export const Unavailable: Story = {
  args: { product: { ...product, available: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Em Breve')).toBeVisible()
  },
}

export const WithoutActions: Story = { args: { actions: undefined } }

export const Light: Story = { globals: { theme: 'light' } }
