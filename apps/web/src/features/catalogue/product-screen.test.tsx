import { PRODUCTS } from '@atendimento/domain/catalogue/products'
import type { Product } from '@atendimento/domain/catalogue/types'
import { afterEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { renderRoute } from '../../testing/render-route.tsx'
import { ScreenHarness } from '../shell/testing/screen-harness.tsx'
import { ProductScreen } from './product-screen.tsx'

const caneca = PRODUCTS.find((product) => product.id === 'caneca-personalizada') as Product

afterEach(() => localStorage.clear())

const storedLines = () => JSON.parse(localStorage.getItem('cart') ?? '{"items":[]}').items

describe('product page (spec sections 2, 4 and 5)', () => {
  it('preselects the first available variant and adds it to the cart', async () => {
    const unavailableFirst: Product = {
      ...caneca,
      variants: caneca.variants.map((variant, index) => ({ ...variant, available: index > 0 })),
    }
    await render(
      <ScreenHarness>
        <ProductScreen product={unavailableFirst} />
      </ScreenHarness>,
    )
    await expect
      .element(page.getByRole('radio', { name: /Alça e interior coloridos/ }))
      .toBeChecked()
    await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click()
    await expect.element(page.getByText('Produto adicionado ao carrinho!')).toBeVisible()
    expect(storedLines()).toMatchObject([
      { id: 'caneca-personalizada-alca-colorida-325ml', price: 39.9 },
    ])
  })

  it("shows 'Em Breve' with actions disabled, and refuses the add", async () => {
    await render(
      <ScreenHarness>
        <ProductScreen product={{ ...caneca, available: false }} />
      </ScreenHarness>,
    )
    await expect.element(page.getByText('Em Breve').first()).toBeVisible()
    const add = page.getByRole('button', { name: 'Em Breve' })
    await expect.element(add).toHaveAttribute('aria-disabled', 'true')
    await expect
      .element(page.getByRole('button', { name: /Orçamento pelo WhatsApp/ }))
      .toBeDisabled()
    // aria-disabled keeps it focusable; Enter explains why nothing was added.
    ;(add.element() as HTMLElement).focus()
    await userEvent.keyboard('{Enter}')
    await expect
      .element(page.getByText('Este produto não está disponível no momento'))
      .toBeVisible()
    expect(storedLines()).toEqual([])
  })

  it('asks for a variant when none can be chosen', async () => {
    const noneAvailable: Product = {
      ...caneca,
      variants: caneca.variants.map((variant) => ({ ...variant, available: false })),
    }
    await render(
      <ScreenHarness>
        <ProductScreen product={noneAvailable} />
      </ScreenHarness>,
    )
    await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click({ force: true })
    await expect
      .element(page.getByText('Por favor, selecione uma variação do produto'))
      .toBeVisible()
    expect(storedLines()).toEqual([])
  })

  it("shows 'Produto não encontrado' with a way back for an unknown id", async () => {
    const { router } = await renderRoute('/produto/nao-existe')
    await expect
      .element(page.getByRole('heading', { name: 'Produto não encontrado' }))
      .toBeVisible()
    await page.getByRole('link', { name: 'Voltar aos produtos' }).click()
    await expect.poll(() => router.state.location.pathname).toBe('/produtos')
  })

  it("shows 'Serviço não encontrado' for an unknown service", async () => {
    await renderRoute('/servico/nao-existe')
    await expect
      .element(page.getByRole('heading', { name: 'Serviço não encontrado' }))
      .toBeVisible()
  })
})
