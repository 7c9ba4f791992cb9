import { type APIRequestContext, expect, test } from '@playwright/test'
import {
  type Account,
  openSignedIn,
  registerAccount,
  routeExternalServices,
  subscribeByApi,
} from './account-helpers.ts'
import { storeCookieChoice } from './public-helpers.ts'

// Issue 29, point 8: a scheduled downgrade can be undone ('Manter plano atual'), and the cancel
// and reactivate confirmations say what happens to it.

test.beforeEach(async ({ page }) => {
  await storeCookieChoice(page)
  await routeExternalServices(page)
})

/** Schedules Profissional -> Essencial by the API, as the dialog does (quote, then confirm). */
async function scheduleDowngrade(request: APIRequestContext, account: Account) {
  const headers = { Authorization: `Bearer ${account.token}` }
  const list = await request.get('/api/subscription', { headers })
  const [subscription] = (await list.json()).data as { _id: string }[]
  const path = `/api/subscription/${subscription?._id}/change/plano-essencial`
  const quote = await request.get(path, { headers })
  expect(quote.ok(), await quote.text()).toBe(true)
  const { amount } = (await quote.json()).data as { amount: number }
  const change = await request.post(path, { headers, data: { expectedAmount: amount } })
  expect(change.ok(), await change.text()).toBe(true)
}

test("'Manter plano atual' undoes a scheduled downgrade; cancel and reactivate say what happens to one", async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, 'manter-plano')
  await subscribeByApi(request, account, 'plano-profissional')
  await scheduleDowngrade(request, account)
  await openSignedIn(page, account, '/dashboard?tab=plans')

  const card = page.getByRole('region', { name: /Plano atual/ })
  const history = page.getByRole('region', { name: 'Histórico de pagamentos' })
  const scheduledRow = history
    .getByRole('row')
    .filter({ hasText: 'Troca de plano (próxima cobrança)' })
  await expect(card.getByText(/Troca para o plano Essencial agendada para/)).toBeVisible()
  await expect(scheduledRow).toBeVisible()

  // Undone: a toast, the card and the history loaded again without it, and it stays undone.
  await card.getByRole('button', { name: 'Manter plano atual' }).click()
  await expect(page.getByText('Troca cancelada!')).toBeVisible()
  await expect(card.getByText(/Troca para o plano Essencial agendada/)).toHaveCount(0)
  await expect(scheduledRow).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Plano atual: Profissional' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Plano atual: Profissional' })).toBeVisible()
  await expect(page.getByText(/Troca para o plano Essencial agendada/)).toHaveCount(0)

  // Scheduled again, then cancelled: the confirmation says the change goes with the plan.
  await scheduleDowngrade(request, account)
  await page.reload()
  await expect(card.getByText(/Troca para o plano Essencial agendada/)).toBeVisible()
  await card.getByRole('button', { name: 'Cancelar Assinatura' }).click()
  const cancel = page.getByRole('alertdialog', { name: 'Cancelar assinatura' })
  await expect(cancel).toContainText(
    /A troca para o plano Essencial, agendada para .*, também é cancelada\./,
  )
  await expect(cancel).toContainText(
    'Se você reativar a assinatura, ela volta no plano Profissional.',
  )
  await cancel.getByRole('button', { name: 'Cancelar Assinatura' }).click()
  await expect(page.getByText('Assinatura cancelada!').first()).toBeVisible()
  await expect(cancel).toBeHidden({ timeout: 10_000 })

  // Reactivation says which plan comes back, and it is that one.
  await page.getByRole('button', { name: 'Reativar Assinatura' }).first().click()
  const reactivate = page.getByRole('alertdialog', { name: 'Reativar assinatura' })
  await expect(reactivate).toContainText(
    'A assinatura volta no plano Profissional, pelo mesmo preço.',
  )
  await expect(reactivate).toContainText(
    'Uma troca de plano agendada antes do cancelamento não é retomada',
  )
  await reactivate.getByRole('button', { name: 'Reativar Assinatura' }).click()
  await expect(page.getByRole('heading', { name: 'Plano atual: Profissional' })).toBeVisible()
  await expect(page.getByText(/Troca para o plano Essencial agendada/)).toHaveCount(0)
})
