import { expect, test } from '@playwright/test'
import {
  CARDS,
  completeRegistration,
  field,
  fillCard,
  fillRegistration,
  makePerson,
} from './account-helpers.ts'
import { storeCookieChoice } from './public-helpers.ts'

// `npm run dev:mock`: the web app alone, every API call (and the CEP and IP services) answered
// in the browser by the msw handlers. No API process runs for this project.

test.beforeEach(async ({ page }) => storeCookieChoice(page))

test('registration, sign-out, the demo login and its dashboard, with no API running', async ({
  page,
}) => {
  const person = makePerson('mock')
  await page.goto('/registro')
  await fillRegistration(page, person, '01310-100')
  await completeRegistration(page, person)
  await page.getByRole('button', { name: 'Criar conta' }).click()
  await expect(page.getByText('Conta criada com sucesso!')).toBeVisible()

  await page.getByRole('button', { name: person.name }).click()
  await page.getByRole('menuitem', { name: 'Sair' }).click()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible()

  await page.goto('/login')
  await field(page, 'Email').fill('cliente@exemplo.com.br')
  await field(page, 'Senha').fill('senha123')
  await page.getByRole('main').getByRole('button', { name: 'Entrar' }).click()
  await expect(page).toHaveURL('/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Minha Conta' })).toBeVisible()
  await page.getByRole('link', { name: 'Planos e Pagamentos' }).click()
  await expect(page.getByRole('heading', { name: 'Plano atual: Profissional' })).toBeVisible()
})

test('a visitor signs up and pays at checkout, then sees the plan on the dashboard', async ({
  page,
}) => {
  const person = makePerson('mock-checkout')
  await page.goto('/subscribe/plano-essencial')
  await page.getByRole('button', { name: 'Continuar' }).click()
  await fillRegistration(page, person, '01001-000')
  await completeRegistration(page, person)
  await page.getByRole('button', { name: 'Continuar para o pagamento' }).click()
  await fillCard(page, CARDS.approved)
  await page.getByRole('button', { name: 'Pagar e assinar' }).click()
  await expect(page.getByText('Pagamento Aprovado!', { exact: true })).toBeVisible()
  await expect(page).toHaveURL('/dashboard', { timeout: 5_000 })
  await page.getByRole('link', { name: 'Planos e Pagamentos' }).click()
  await expect(page.getByRole('heading', { name: 'Plano atual: Essencial' })).toBeVisible()
})
