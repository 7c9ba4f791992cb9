import { expect, test } from '@playwright/test'
import {
  acceptTerms,
  field,
  makePerson,
  openSignedIn,
  PASSWORD,
  registerAccount,
  routeExternalServices,
} from './account-helpers.ts'
import { open, storeCookieChoice, waitForApp } from './public-helpers.ts'

// Where focus goes decides what a keyboard or screen reader user meets next: after a failed
// submit, the field to fix; after a page or checkout step change, the new heading.

test.beforeEach(async ({ page }) => {
  await storeCookieChoice(page)
  await routeExternalServices(page)
})

test('a failed registration submit focuses and shows the first invalid field, and announces the summary', async ({
  page,
}) => {
  const person = makePerson('foco')
  // A phone-sized screen: the summary on top is far above the button.
  await page.setViewportSize({ width: 375, height: 700 })
  await open(page, '/registro')
  await field(page, 'Nome completo').fill(person.name)
  await field(page, 'Email').fill(person.email)
  await field(page, 'Telefone').fill(person.phone)
  await field(page, 'CPF ou CNPJ').fill(person.document)
  await field(page, 'Data de nascimento').fill(person.birthdate)
  // No address at all; a CEP left short says so as soon as the field is left.
  await field(page, 'CEP').fill('0131')
  await field(page, 'CEP').blur()
  await expect(page.getByText('Digite um CEP válido com 8 dígitos')).toBeVisible()
  await field(page, 'Senha').fill(PASSWORD)
  await field(page, 'Confirmar senha').fill(PASSWORD)
  await acceptTerms(page)
  await page.getByRole('button', { name: 'Criar conta' }).click()

  // The summary is a live alert; focus and the screen go to the CEP, the first field to fix.
  await expect(page.getByRole('alert').filter({ hasText: 'CEP inválido' })).toBeAttached()
  await expect(field(page, 'CEP')).toBeFocused()
  await expect(field(page, 'CEP')).toBeInViewport()
  await expect(field(page, 'CEP')).toHaveAttribute('aria-invalid', 'true')
})

test('a new page takes focus on its heading; Tab goes on from there', async ({ page }) => {
  await open(page, '/registro')
  await page.getByRole('link', { name: 'Entrar', exact: true }).last().click()
  await expect(page).toHaveURL(/\/login$/)
  const heading = page.getByRole('heading', { level: 1, name: 'Entrar' })
  await expect(heading).toBeFocused()
  // The next stop is inside the login card, not back at the top of the site.
  await page.keyboard.press('Tab')
  await expect(field(page, 'Email')).toBeFocused()

  await page.getByRole('link', { name: 'Criar conta' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Criar conta' })).toBeFocused()
})

test('each checkout step takes focus on its heading', async ({ page }) => {
  await open(page, '/subscribe/plano-profissional')
  await page.getByRole('button', { name: 'Continuar', exact: true }).click()
  await expect(page.getByRole('heading', { level: 2, name: /Cadastro$/ })).toBeFocused()
  await page.getByRole('button', { name: 'Voltar' }).click()
  await expect(page.getByRole('heading', { level: 2, name: /Detalhes do plano$/ })).toBeFocused()
})

test('a signed-in visit to /login, /registro or /esqueci-senha goes on without painting the form', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, 'sem-form')
  // Before every frame is painted, note whether a password or e-mail field was visible.
  await page.addInitScript(() => {
    const seen = window as unknown as { formPainted: boolean }
    seen.formPainted = false
    const look = () => {
      const fields = document.querySelectorAll('main input')
      if (Array.from(fields).some((input) => input.checkVisibility({ visibilityProperty: true }))) {
        seen.formPainted = true
      }
      requestAnimationFrame(look)
    }
    requestAnimationFrame(look)
  })
  await openSignedIn(page, account, '/dashboard')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  for (const path of ['/login', '/registro', '/esqueci-senha']) {
    await page.goto(path)
    await expect(page).toHaveURL(/\/$/)
    await waitForApp(page)
    expect(
      await page.evaluate(() => (window as unknown as { formPainted: boolean }).formPainted),
      path,
    ).toBe(false)
  }
})
