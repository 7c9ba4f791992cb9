import { expect, type Page, test } from '@playwright/test'
import {
  approvedCard,
  completeRegistration,
  field,
  fillCard,
  fillRegistration,
  makePerson,
  openSignedIn,
  PASSWORD,
  type Person,
  registerAccount,
  routeExternalServices,
} from './account-helpers.ts'
import { storeCookieChoice } from './public-helpers.ts'

// Issue 25: the checkout's step lives in the address (?etapa=), so the browser's Back goes to
// the step before and a reload keeps the step (or falls back to the one the visitor may be on).

test.beforeEach(async ({ page }) => {
  await storeCookieChoice(page)
  await routeExternalServices(page)
})

const planDetails = (page: Page) => page.getByText(/Você está assinando o plano/)

/**
 * After a reload the signup step is back with every field the draft kept (the terms too) but
 * the passwords, which are typed again before going on to the payment.
 */
async function signupAfterReload(page: Page, person: Person) {
  await expect(page).toHaveURL(/\?etapa=cadastro$/)
  await expect(field(page, 'Nome completo')).toHaveValue(person.name)
  await expect(field(page, 'Senha')).toHaveValue('')
  await expect(page.getByRole('checkbox', { name: /Li e aceito/ })).toBeChecked()
  await field(page, 'Senha').fill(PASSWORD)
  await field(page, 'Confirmar senha').fill(PASSWORD)
  await page.getByRole('button', { name: 'Continuar para o pagamento' }).click()
}

test("a visitor's Back and reload: step by step, and what was typed kept (never the password)", async ({
  page,
}) => {
  const person = makePerson('etapas')
  await page.goto('/subscribe/plano-essencial')
  await page.getByRole('button', { name: 'Continuar' }).click()
  await expect(page).toHaveURL(/\?etapa=cadastro$/)
  await fillRegistration(page, person)
  await completeRegistration(page, person)

  await page.reload()
  await signupAfterReload(page, person)
  await expect(page).toHaveURL(/\?etapa=pagamento$/)
  await expect(field(page, 'Número do cartão')).toBeVisible()

  // Back: the signup as it was sent; Back again: the plan's details; Forward twice: the payment.
  await page.goBack()
  await expect(page).toHaveURL(/\?etapa=cadastro$/)
  await expect(field(page, 'Email')).toHaveValue(person.email)
  await page.goBack()
  await expect(page).toHaveURL(/\/subscribe\/plano-essencial$/)
  await expect(planDetails(page)).toBeVisible()
  await page.goForward()
  await page.goForward()
  await expect(page).toHaveURL(/\?etapa=pagamento$/)
  await expect(field(page, 'Número do cartão')).toBeVisible()

  // A reload of the payment: the password was never stored, so the signup asks for it again.
  await page.reload()
  await signupAfterReload(page, person)
  await fillCard(page, approvedCard())
  await page.getByRole('button', { name: 'Pagar e assinar' }).click()
  await expect(page.getByText('Pagamento Aprovado!', { exact: true })).toBeVisible()
})

test("a customer's reload keeps the payment step, and Back returns to the plan", async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, 'etapas-cliente')
  await openSignedIn(page, account, '/subscribe/plano-profissional')
  await page.getByRole('button', { name: 'Continuar' }).click()
  await expect(page).toHaveURL(/\?etapa=pagamento$/)
  await page.reload()
  await expect(page).toHaveURL(/\?etapa=pagamento$/)
  await expect(field(page, 'Número do cartão')).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(/\/subscribe\/plano-profissional$/)
  await expect(planDetails(page)).toBeVisible()
})
