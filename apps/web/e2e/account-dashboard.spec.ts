import { expect, test } from '@playwright/test'
import {
  approvedCard,
  CARDS,
  completeRegistration,
  field,
  fillCard,
  fillRegistration,
  makePerson,
  openSignedIn,
  PASSWORD,
  PUBLIC_IP,
  readConfirmationLink,
  registerAccount,
  routeExternalServices,
} from './account-helpers.ts'
import { storeCookieChoice } from './public-helpers.ts'

test.beforeEach(async ({ page }) => {
  await storeCookieChoice(page)
  await routeExternalServices(page)
})

test('edits the profile', async ({ page, request }) => {
  const account = await registerAccount(request, 'perfil')
  await openSignedIn(page, account, '/dashboard')
  await page.getByRole('button', { name: 'Editar' }).click()
  await field(page, 'Nome').fill('Ana Editada Souza')
  await field(page, 'Telefone').fill('(21)3333-4444')
  await page.getByRole('button', { name: 'Salvar' }).click()
  await expect(page.getByText('Perfil atualizado!')).toBeVisible()
  await expect(page.getByText('Ana Editada Souza')).toBeVisible()
  await expect(page.getByText('(21)3333-4444')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Editar' })).toBeVisible()
  await page.reload()
  await expect(page.getByText('Ana Editada Souza')).toBeVisible()
})

test('changes the e-mail: the password is asked, the link e-mailed to the new address confirms it', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, 'troca-email')
  const fresh = account.email.replace('@', '.novo@')
  await openSignedIn(page, account, '/dashboard')
  await page.getByRole('button', { name: 'Editar' }).click()
  await field(page, 'Email').fill(fresh)
  await field(page, 'Senha atual').fill(PASSWORD)
  await page.getByRole('button', { name: 'Salvar' }).click()
  await expect(page.getByText('Confirme o novo e-mail')).toBeVisible()
  await expect(page.getByText(account.email)).toBeVisible()

  await page.goto(await readConfirmationLink(fresh))
  await expect(page.getByText('E-mail confirmado. Use o novo endereço para entrar.')).toBeVisible()
  const login = await request.post('/api/auth/login', {
    data: { email: fresh, password: PASSWORD },
  })
  expect(login.ok()).toBe(true)
})

test('subscribes, filters the history, cancels and reactivates from the dashboard', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, 'assinatura')
  await openSignedIn(page, account, '/dashboard?tab=plans')
  const essencial = page.getByRole('article').filter({ hasText: 'Essencial' })
  await essencial.getByRole('button', { name: 'Assinar Agora' }).click()
  const dialog = page.getByRole('dialog', { name: 'Pagamento seguro' })
  await expect(dialog).toBeVisible()
  await fillCard(page, approvedCard())
  const paid = page.waitForRequest((sent) =>
    sent.url().endsWith('/api/subscription/plano-essencial'),
  )
  await dialog.getByRole('button', { name: /^Pagar/ }).click()
  expect((await paid).postDataJSON().remoteIp).toBe(PUBLIC_IP)
  // The dialog's own success alert may still be fading out: the toast is what stays.
  await expect(page.getByLabel('Notificações (F8)').getByText('Pagamento aprovado!')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Plano atual: Essencial' })).toBeVisible()

  const history = page.getByRole('region', { name: 'Histórico de pagamentos' })
  await expect(history.getByRole('row').filter({ hasText: 'Pago' })).toHaveCount(1)
  await history.getByRole('button', { name: 'Pendentes' }).click()
  await expect(history.getByText('Nenhum pagamento encontrado.')).toBeVisible()
  await history.getByRole('button', { name: 'Pagos' }).click()
  await expect(history.getByRole('row').filter({ hasText: 'Essencial' })).toHaveCount(1)
  await history.getByRole('button', { name: 'Todos' }).click()
  await expect(history.getByRole('row').filter({ hasText: 'Essencial' })).toHaveCount(1)

  await page.getByRole('button', { name: 'Cancelar Assinatura' }).click()
  const cancel = page.getByRole('alertdialog', { name: 'Cancelar assinatura' })
  await expect(cancel.getByText('Seus dados ficam guardados por 30 dias')).toBeVisible()
  await cancel.getByRole('button', { name: 'Cancelar Assinatura' }).click()
  await expect(page.getByText('Assinatura cancelada!').first()).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(cancel).toBeVisible()
  await expect(cancel).toBeHidden({ timeout: 10_000 })
  const canceled = page.getByRole('region', { name: 'Assinaturas Canceladas' })
  await expect(canceled.getByText('Essencial')).toBeVisible()
  // Its paid period still runs: the note says until when, not 'voltar a usar'.
  await expect(
    page.getByText(
      /^Sua assinatura foi cancelada, mas você continua usando o aplicativo até \d{2}\/\d{2}\/\d{4}\./,
    ),
  ).toBeVisible()

  await canceled.getByRole('button', { name: 'Reativar Assinatura' }).click()
  const reactivate = page.getByRole('alertdialog', { name: 'Reativar assinatura' })
  await reactivate.getByRole('button', { name: 'Reativar Assinatura' }).click()
  await expect(page.getByText('Assinatura reativada!')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Plano atual: Essencial' })).toBeVisible()
  await expect(canceled).toBeHidden()
})

test('a new visitor signs up and pays at checkout, then lands on the dashboard', async ({
  page,
}) => {
  const person = makePerson('checkout')
  await page.goto('/subscribe/plano-profissional')
  await expect(page.getByRole('heading', { name: 'Plano Profissional', exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Continuar' }).click()

  await fillRegistration(page, person)
  await completeRegistration(page, person)
  await page.getByRole('button', { name: 'Continuar para o pagamento' }).click()

  await fillCard(page, approvedCard())
  const paid = page.waitForRequest((sent) => sent.url().endsWith('/user-data'))
  await page.getByRole('button', { name: 'Pagar e assinar' }).click()
  expect((await paid).postDataJSON().payment.remoteIp).toBe(PUBLIC_IP)
  await expect(page.getByText('Pagamento Aprovado!', { exact: true })).toBeVisible()
  // The checkout ends on its confirmation; the customer leaves it for the dashboard.
  await page.getByRole('link', { name: 'Ir para o meu painel' }).click()
  await expect(page).toHaveURL('/dashboard')
  // Signed in by the checkout itself, not remembered: the session lives in this tab.
  await page.getByRole('link', { name: 'Planos e Pagamentos' }).click()
  await expect(page.getByRole('heading', { name: 'Plano atual: Profissional' })).toBeVisible()
})

test('a refused card shows the payment error and keeps the checkout open', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, 'recusado')
  await openSignedIn(page, account, '/subscribe/plano-essencial')
  const steps = page.getByRole('navigation', { name: 'Etapas da assinatura' })
  await expect(steps).toContainText('Pagamento')
  await expect(steps).not.toContainText('Cadastro')
  await page.getByRole('button', { name: 'Continuar' }).click()
  await fillCard(page, CARDS.refused)
  await page.getByRole('button', { name: 'Pagar e assinar' }).click()
  await expect(page.getByText('Erro no pagamento').first()).toBeVisible()
  await expect(page.getByText(/Pagamento recusado/).first()).toBeVisible()
  await expect(page).toHaveURL('/subscribe/plano-essencial?etapa=pagamento')
  await expect(page.getByRole('button', { name: 'Pagar e assinar' })).toBeEnabled()
})

test('an unknown plan says so and goes home', async ({ page }) => {
  await page.goto('/subscribe/plano-que-nao-existe')
  await expect(page.getByText('Plano não encontrado').first()).toBeVisible()
  await expect(page).toHaveURL('/')
})
