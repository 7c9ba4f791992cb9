import { LIST_LOAD_MESSAGES, SESSION_EXPIRED_MESSAGE } from '@atendimento/domain/messages'
import { expect, test } from '@playwright/test'
import { openSignedIn, registerAccount, subscribeByApi } from './account-helpers.ts'
import { storeCookieChoice } from './public-helpers.ts'

test.beforeEach(async ({ page }) => storeCookieChoice(page))

test('lists that fail to load say so with Tentar novamente, never offering a plan to a subscriber', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, 'lista-falhou')
  await subscribeByApi(request, account, 'plano-essencial')
  const logged: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text())
  })
  const failing = async (url: string) => {
    await page.route(url, (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 503, json: { message: 'Serviço indisponível' } })
        : route.fallback(),
    )
  }
  await failing('**/api/subscription')
  await failing('**/api/recurrence/user**')
  await openSignedIn(page, account, '/dashboard?tab=plans')

  const subscriptions = page
    .getByRole('alert')
    .filter({ hasText: LIST_LOAD_MESSAGES.subscriptions })
  const payments = page.getByRole('alert').filter({ hasText: LIST_LOAD_MESSAGES.payments })
  await expect(subscriptions).toBeVisible()
  await expect(payments).toBeVisible()
  await expect(page.getByRole('button', { name: 'Assinar Agora' })).toHaveCount(0)
  expect(logged.join('\n')).toContain('Falha ao carregar as assinaturas')

  await page.unrouteAll()
  await subscriptions.getByRole('button', { name: LIST_LOAD_MESSAGES.retry }).click()
  await expect(page.getByRole('heading', { name: 'Plano atual: Essencial' })).toBeVisible()
  await payments.getByRole('button', { name: LIST_LOAD_MESSAGES.retry }).click()
  const history = page.getByRole('region', { name: 'Histórico de pagamentos' })
  await expect(history.getByRole('row').filter({ hasText: 'Pago' })).toHaveCount(1)
})

test('an account call answered 401 ends the session and goes to /login with a message', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, 'sessao-recusada')
  await openSignedIn(page, account, '/dashboard?tab=account')
  await expect(page.getByRole('heading', { name: 'Minha Conta', level: 1 })).toBeVisible()
  // The session ends on the server (signed out elsewhere, say) while this page is open.
  const ended = await request.post('/api/auth/logout', {
    headers: { Authorization: `Bearer ${account.token}` },
  })
  expect(ended.ok()).toBe(true)

  await page
    .getByRole('navigation', { name: 'Painel da conta' })
    .getByRole('link', { name: 'Planos e Pagamentos' })
    .click()
  // To /login, which may bring the visitor back to the page that sent them (?voltar=).
  await expect(page).toHaveURL(/\/login(\?voltar=[^&]+)?$/)
  await expect(page.getByText(SESSION_EXPIRED_MESSAGE.title)).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull()
})
