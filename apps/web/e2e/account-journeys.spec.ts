import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import {
  approvedCard,
  field,
  fillCard,
  openSignedIn,
  PASSWORD,
  registerAccount,
  routeExternalServices,
  subscribeByApi,
} from './account-helpers.ts'
import { storeCookieChoice } from './public-helpers.ts'

// Issue 19: the journeys an existing customer takes without dead ends.

test.beforeEach(async ({ page }) => {
  await storeCookieChoice(page)
  await routeExternalServices(page)
})

test('checkout: an existing customer signs in at the signup step and pays at once', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, 'checkout-entrar')
  await page.goto('/subscribe/plano-essencial')
  await page.getByRole('button', { name: 'Continuar' }).click()

  // What is typed survives a reload (never the password).
  await field(page, 'Nome completo').fill('Nome Digitado Antes')
  await field(page, 'Senha').fill('nao-guardar-isto')
  await page.reload()
  await expect(field(page, 'Nome completo')).toHaveValue('Nome Digitado Antes')
  await expect(field(page, 'Senha')).toHaveValue('')
  expect(await page.evaluate(() => sessionStorage.getItem('checkout_draft'))).not.toContain(
    'nao-guardar-isto',
  )

  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
  await field(page, 'Email').fill(account.email)
  await field(page, 'Senha').fill(PASSWORD)
  // Remembered, so the session outlives the page loads below (spec: otherwise it ends).
  await page.getByText('Lembrar de mim').click()
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
  await fillCard(page, approvedCard())
  await page.getByRole('button', { name: 'Pagar e assinar' }).click()
  await expect(page.getByText('Pagamento Aprovado!', { exact: true })).toBeVisible()
  await page.getByRole('link', { name: 'Ir para o meu painel' }).click()
  await expect(page).toHaveURL(/\/dashboard/)

  // Back at the checkout, the plan is theirs: told so, with no card form.
  await page.goto('/subscribe/plano-essencial')
  await expect(page.getByText('Você já assina este plano')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Continuar' })).toHaveCount(0)
})

test('plan change: an upgrade charged pro rata now, then a downgrade at the period end', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, 'troca-plano')
  await subscribeByApi(request, account, 'plano-essencial')
  await openSignedIn(page, account, '/dashboard?tab=plans')
  const card = page.getByRole('region', { name: /Plano atual/ })
  const nextBilling =
    (await card
      .getByText(/^\d{2}\/\d{2}\/\d{4}$/)
      .first()
      .textContent()) ?? ''
  expect(nextBilling).toMatch(/\d{2}\/\d{2}\/\d{4}/)

  // Upgrade: the whole cycle is left, so the difference is (99,90 - 49,90) = R$ 50,00.
  await card.getByRole('button', { name: 'Trocar de plano' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Trocar de plano' })
  await dialog.getByText(/^Profissional:/).click()
  await expect(dialog.getByText(/Você paga agora R\$\s50,00/)).toBeVisible()
  await dialog.getByRole('button', { name: /Confirmar e pagar R\$\s50,00/ }).click()
  await expect(page.getByText('Plano trocado!')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Plano atual: Profissional' })).toBeVisible()
  const history = page.getByRole('region', { name: 'Histórico de pagamentos' })
  const upgradeRow = history.getByRole('row').filter({ hasText: 'Troca de plano (proporcional)' })
  await expect(upgradeRow).toContainText(/R\$\s50,00/)
  await expect(upgradeRow).toContainText('Pago')

  // Downgrade: nothing now; Essencial from the next billing date.
  await page.getByRole('button', { name: 'Trocar de plano' }).click()
  await dialog.getByText(/^Essencial:/).click()
  await expect(dialog.getByText(/Nada é cobrado agora/)).toBeVisible()
  await dialog.getByRole('button', { name: 'Agendar troca' }).click()
  await expect(page.getByText('Troca agendada!')).toBeVisible()
  await expect(
    page.getByText(`Troca para o plano Essencial agendada para ${nextBilling}.`),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Plano atual: Profissional' })).toBeVisible()
  const scheduledRow = history
    .getByRole('row')
    .filter({ hasText: 'Troca de plano (próxima cobrança)' })
  await expect(scheduledRow).toContainText(/R\$\s49,90/)
  await expect(scheduledRow).toContainText(nextBilling)
  await expect(scheduledRow).toContainText('Agendado')
})

test('LGPD: data export, then account deletion; the e-mail no longer signs in', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, 'lgpd')
  await subscribeByApi(request, account, 'plano-essencial')
  await openSignedIn(page, account, '/dashboard?tab=settings')

  // The switches are saved for the account.
  await page.getByText('Relatórios semanais').click()
  await expect(page.getByText('Preferências salvas!')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('switch', { name: 'Relatórios semanais' })).toBeChecked()

  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Baixar meus dados' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^meus-dados-atendimento-inteligente-.*\.json$/)
  const text = await readFile((await download.path()) ?? '', 'utf8')
  const exported = JSON.parse(text)
  expect(exported.profile.email).toBe(account.email)
  expect(exported.payments).toHaveLength(1)
  expect(exported.consents.notifications.weeklyReports).toBe(true)
  expect(text).not.toMatch(/password|card_token|argon2|ccv/i)

  await page.getByRole('button', { name: 'Excluir conta permanentemente' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Excluir conta permanentemente' })
  await expect(dialog).toContainText('por 5 anos')
  await field(page, 'Digite sua senha para confirmar').fill(PASSWORD)
  await dialog.getByRole('button', { name: 'Excluir conta permanentemente' }).click()
  await expect(page.getByText('Conta excluída', { exact: true })).toBeVisible()
  await expect(page).not.toHaveURL(/\/dashboard/)

  // Every session is over, and the e-mail and password no longer sign in.
  const old = await request.get('/api/subscription', {
    headers: { Authorization: `Bearer ${account.token}` },
  })
  expect(old.status()).toBe(401)
  await page.goto('/login')
  await field(page, 'Email').fill(account.email)
  await field(page, 'Senha').fill(PASSWORD)
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
  await expect(page.getByText('E-mail ou senha incorretos').first()).toBeVisible()

  // The confirmation went to the address the account had.
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox.jsonl')
  await expect
    .poll(async () => (await readFile(outbox, 'utf8').catch(() => '')).split('\n'))
    .toContainEqual(expect.stringContaining('Sua conta foi excluída'))
  const lines = (await readFile(outbox, 'utf8')).split('\n').filter(Boolean)
  const confirmation = lines
    .map((line) => JSON.parse(line) as { to: string; subject: string })
    .find((mail) => mail.subject === 'Sua conta foi excluída')
  expect(confirmation?.to).toBe(account.email)
})
