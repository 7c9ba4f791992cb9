import { expect, type Page, test } from '@playwright/test'
import { openSignedIn, registerAccount } from './account-helpers.ts'
import { axeViolations } from './axe.ts'
import { storeCookieChoice } from './public-helpers.ts'

const THEMES = ['light', 'dark'] as const

// Each test walks several pages and runs axe on each: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 })

async function useTheme(page: Page, theme: (typeof THEMES)[number]) {
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme)
}

const ANONYMOUS_PAGES = [
  '/login',
  '/registro',
  '/esqueci-senha',
  '/validar-codigo?email=alguem%40exemplo.com.br',
  '/alterar-senha?email=alguem%40exemplo.com.br&code=ABC123',
  '/subscribe/plano-profissional',
]

const SIGNED_IN_PAGES = [
  '/dashboard?tab=account',
  '/dashboard?tab=security',
  '/dashboard?tab=plans',
  '/dashboard?tab=payments',
  '/dashboard?tab=settings',
  '/alterar-senha',
]

for (const theme of THEMES) {
  test(`the anonymous account pages have no axe violations (${theme})`, async ({ page }) => {
    await storeCookieChoice(page)
    await useTheme(page, theme)
    for (const path of ANONYMOUS_PAGES) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      expect(await axeViolations(page), path).toEqual([])
    }
    await page.goto('/subscribe/plano-profissional')
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect(page.getByRole('button', { name: 'Continuar para o pagamento' })).toBeVisible()
    expect(await axeViolations(page), 'checkout: cadastro').toEqual([])
  })

  test(`the signed-in account pages have no axe violations (${theme})`, async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request, `axe-${theme}`)
    await storeCookieChoice(page)
    await useTheme(page, theme)
    await openSignedIn(page, account, '/dashboard')
    for (const path of SIGNED_IN_PAGES) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await page.waitForLoadState('networkidle')
      expect(await axeViolations(page), path).toEqual([])
    }
    await page.goto('/dashboard?tab=account')
    await page.getByRole('button', { name: 'Editar' }).click()
    expect(await axeViolations(page), 'perfil em edição').toEqual([])
    await page.goto('/dashboard?tab=plans')
    await page.getByRole('button', { name: 'Assinar Agora' }).first().click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await axeViolations(page), 'pagamento seguro').toEqual([])
    await page.goto('/subscribe/plano-essencial')
    await page.getByRole('button', { name: 'Continuar' }).click()
    await page.getByRole('button', { name: 'Pagar e assinar' }).click()
    await expect(page.getByText('Número do cartão é obrigatório')).toBeVisible()
    expect(await axeViolations(page), 'checkout: pagamento com erros').toEqual([])
  })
}
