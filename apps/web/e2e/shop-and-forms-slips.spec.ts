import { REQUIRED_REGISTRATION_FIELDS } from '@atendimento/domain/registration'
import { expect, type Page, test } from '@playwright/test'
import {
  CARDS,
  field,
  fillCard,
  openSignedIn,
  registerAccount,
  routeExternalServices,
} from './account-helpers.ts'
import { open, storeCookieChoice } from './public-helpers.ts'

// Issue 29, point 12: slips a newcomer met in the shop and the forms.

test.beforeEach(async ({ page }) => {
  await storeCookieChoice(page)
  await routeExternalServices(page)
})

const titles = (page: Page, group: string) =>
  page.getByRole('region', { name: group }).getByRole('heading', { level: 3 }).allTextContents()

async function chooseCategory(page: Page, option: string) {
  await page.getByRole('combobox', { name: 'Categoria' }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

test("the 'Impressão 3D' and 'Sublimação' filters find the services of those names", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 })
  await open(page, '/produtos')
  await chooseCategory(page, 'Impressão 3D')
  await expect(page.getByRole('status')).toHaveText('2 itens encontrados')
  expect(await titles(page, 'Produtos personalizados')).toEqual(['Peças em impressão 3D'])
  expect(await titles(page, 'Serviços')).toEqual(['Impressão 3D'])

  await chooseCategory(page, 'Sublimação')
  await expect(page.getByRole('status')).toHaveText('4 itens encontrados')
  expect(await titles(page, 'Serviços')).toEqual(['Sublimação'])
})

test("a product's quote by WhatsApp and by e-mail names the chosen variant", async ({ page }) => {
  await open(page, '/produto/caneca-personalizada')
  await page.getByText(/^Mágica 325 ml/).click()
  const whatsapp = page.getByRole('link', { name: /Orçamento pelo WhatsApp/ })
  await expect
    .poll(async () => new URL((await whatsapp.getAttribute('href')) ?? '').searchParams.get('text'))
    .toContain('para o produto Caneca personalizada (Mágica 325 ml), da categoria Sublimação')
  const mail = await page.getByRole('link', { name: /Orçamento por e-mail/ }).getAttribute('href')
  const query = new URLSearchParams(mail?.slice(mail.indexOf('?') + 1))
  expect(query.get('subject')).toBe(
    'Solicitação de orçamento: Caneca personalizada (Mágica 325 ml)',
  )
})

test('with every field empty, the registration hint lists everything still missing', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 })
  await open(page, '/registro')
  const submit = page.getByRole('button', { name: 'Criar conta' })
  await expect(submit).toBeDisabled()
  const hint = page.locator(`[id="${await submit.getAttribute('aria-describedby')}"]`)
  for (const [, label] of REQUIRED_REGISTRATION_FIELDS) await expect(hint).toContainText(label)
  await expect(hint).toContainText('marque o aceite dos Termos de Uso')
  // As fields are filled, they leave the list.
  await field(page, 'Nome completo').fill('Ana Souza')
  await expect(hint).not.toContainText('Nome completo')
  await expect(hint).toContainText('Email')
})

test("after a refused card, a new 'Cartão expirado' error replaces the old banner", async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, 'recusado-expirado')
  await openSignedIn(page, account, '/subscribe/plano-essencial')
  await page.getByRole('button', { name: 'Continuar' }).click()
  await fillCard(page, CARDS.refused)
  await page.getByRole('button', { name: 'Pagar e assinar' }).click()
  await expect(page.getByText(/Pagamento recusado/).first()).toBeVisible()

  await field(page, 'Número do cartão').fill(CARDS.approved)
  await field(page, 'Mês').fill('01')
  await field(page, 'Ano').fill(String(new Date().getFullYear() - 1))
  await page.getByRole('button', { name: 'Pagar e assinar' }).click()
  await expect(page.getByText('Cartão expirado')).toBeVisible()
  await expect(page.getByText(/Pagamento recusado/)).toHaveCount(0)
  await expect(page.getByText('Erro no pagamento')).toHaveCount(0)
})
