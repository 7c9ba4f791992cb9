import { expect, test } from '@playwright/test'
import { openSignedIn, registerAccount, subscribeByApi } from './account-helpers.ts'
import {
  layoutProblems,
  measureAtEveryWidth,
  PHONES,
  phoneContext,
  settle,
} from './phone-layout.ts'
import { PUBLIC_PAGES } from './public-helpers.ts'

// Every route at 320, 360, 375, 390 and 412 px, as a phone shows it (mobile viewport, touch),
// in both themes. One phone context visits each route once and measures it at every width.

const PUBLIC_ROUTES = [
  ...PUBLIC_PAGES.map((page) => page.path),
  '/login',
  '/registro',
  '/esqueci-senha',
  '/validar-codigo?email=ana%40exemplo.com.br',
  '/alterar-senha?email=ana%40exemplo.com.br&code=ABC123',
  '/subscribe/plano-profissional',
]

const ACCOUNT_ROUTES = [
  '/dashboard?tab=account',
  '/dashboard?tab=security',
  '/dashboard?tab=plans',
  '/dashboard?tab=payments',
  '/dashboard?tab=settings',
  '/alterar-senha',
  '/subscribe/plano-profissional',
]

test('every public route fits a phone screen at every width, in both themes', async ({
  browser,
}) => {
  test.slow()
  const context = await phoneContext(browser)
  const page = await context.newPage()
  const problems: string[] = []
  for (const route of PUBLIC_ROUTES) {
    await page.setViewportSize(PHONES[4])
    await page.goto(route)
    await settle(page)
    for (const report of await measureAtEveryWidth(page)) {
      problems.push(...layoutProblems(report).map((line) => `${route} ${line}`))
    }
  }
  await context.close()
  expect(problems).toEqual([])
})

test('every account route fits a phone screen at every width, in both themes', async ({
  browser,
  request,
}) => {
  test.slow()
  const account = await registerAccount(request, 'celular')
  // A plan and a payment, so the plans tab shows its card and the history its table.
  await subscribeByApi(request, account, 'plano-essencial')
  const context = await phoneContext(browser)
  const page = await context.newPage()
  await openSignedIn(page, account, '/dashboard?tab=account')
  const problems: string[] = []
  for (const route of ACCOUNT_ROUTES) {
    await page.setViewportSize(PHONES[4])
    await page.goto(route)
    await settle(page)
    await expect(page, route).not.toHaveURL(/\/login/)
    for (const report of await measureAtEveryWidth(page)) {
      problems.push(...layoutProblems(report).map((line) => `${route} ${line}`))
    }
  }
  await context.close()
  expect(problems).toEqual([])
})
