import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { isValidBrCode } from '@atendimento/domain/pix/br-code'
import { expect, test } from '@playwright/test'
import {
  approvedCard,
  completeRegistration,
  field,
  fillCard,
  fillRegistration,
  makePerson,
  openSignedIn,
  registerAccount,
  routeExternalServices,
  subscribeByApi,
} from './account-helpers.ts'
import { storeCookieChoice } from './public-helpers.ts'

// Issue 17's journey: a new visitor pays with Pix, another with a card, both get a receipt; a
// customer changes the card without a new payment; the history shows how each was paid.

test.beforeEach(async ({ page }) => {
  await storeCookieChoice(page)
  await routeExternalServices(page)
})

/** The e-mails delivered to `email` so far, from the API's outbox file (MAIL_OUTBOX_FILE). */
async function mailsTo(email: string) {
  const file = join(process.env.E2E_DATA_DIR ?? '', 'outbox.jsonl')
  const lines = (await readFile(file, 'utf8').catch(() => '')).split('\n').filter(Boolean)
  return lines
    .map((line) => JSON.parse(line) as { to: string; subject: string; text: string; html: string })
    .filter((mail) => mail.to === email)
}

async function receiptTo(email: string) {
  await expect
    .poll(async () => (await mailsTo(email)).filter((m) => m.subject.startsWith('Recibo')).length, {
      message: `recibo para ${email}`,
      timeout: 10_000,
    })
    .toBe(1)
  const [receipt] = (await mailsTo(email)).filter((m) => m.subject.startsWith('Recibo'))
  return receipt as NonNullable<typeof receipt>
}

test('a new visitor subscribes with Pix: QR code, copy code, paid, active plan, receipt', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const person = makePerson('pix')
  await page.goto('/subscribe/plano-essencial')
  await page.getByRole('button', { name: 'Continuar' }).click()
  await fillRegistration(page, person)
  await completeRegistration(page, person)
  await page.getByRole('button', { name: 'Continuar para o pagamento' }).click()

  await page.getByText('Pix', { exact: true }).click()
  await page.getByRole('button', { name: 'Gerar código Pix' }).click()
  await expect(page.getByRole('img', { name: 'QR code do Pix' })).toBeVisible()
  const code = await field(page, 'Código Pix copia e cola').inputValue()
  expect(isValidBrCode(code)).toBe(true)
  await expect(page.getByText(/^\d{2}:\d{2}$/)).toBeVisible()
  await page.getByRole('button', { name: 'Copiar código' }).click()
  await expect(page.getByText('Código Pix copiado!')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code)

  // The sandbox settles a Pix at its second status check, a few seconds after the first.
  await expect(page.getByText('Pagamento Aprovado!', { exact: true })).toBeVisible({
    timeout: 15_000,
  })
  // The checkout ends on its confirmation; the customer leaves it for the dashboard.
  await page.getByRole('link', { name: 'Ir para o meu painel' }).click()
  await expect(page).toHaveURL('/dashboard')
  await page.getByRole('link', { name: 'Planos e Pagamentos' }).click()
  await expect(page.getByRole('heading', { name: 'Plano atual: Essencial' })).toBeVisible()
  const history = page.getByRole('region', { name: 'Histórico de pagamentos' })
  await expect(history.getByRole('cell', { name: 'Pix', exact: true })).toBeVisible()

  const receipt = await receiptTo(person.email)
  expect(receipt.text).toContain('Forma de pagamento: Pix')
  expect(receipt.text).toContain('Plano: Essencial')
  expect(receipt.html).toContain('<table')
})

test('a new visitor subscribes with a card and gets a receipt naming the card', async ({
  page,
}) => {
  const person = makePerson('recibo-cartao')
  const card = approvedCard()
  await page.goto('/subscribe/plano-profissional')
  await page.getByRole('button', { name: 'Continuar' }).click()
  await fillRegistration(page, person)
  await completeRegistration(page, person)
  await page.getByRole('button', { name: 'Continuar para o pagamento' }).click()
  await fillCard(page, card)
  await page.getByRole('button', { name: 'Pagar e assinar' }).click()
  await expect(page.getByText('Pagamento Aprovado!', { exact: true })).toBeVisible()

  const receipt = await receiptTo(person.email)
  expect(receipt.text).toContain(`Forma de pagamento: Visa final ${card.slice(-4)}`)
  expect(receipt.text).toContain('CNPJ')
})

test('a customer updates the card without a new payment; the history shows the method and the receipt page', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, 'troca-cartao')
  await subscribeByApi(request, account, 'plano-essencial')
  await openSignedIn(page, account, '/dashboard?tab=plans')
  const current = page.getByRole('region', { name: /Plano atual/ })
  await expect(current.getByText(/^Visa final \d{4}$/)).toBeVisible()

  await current.getByRole('button', { name: 'Atualizar cartão' }).click()
  const dialog = page.getByRole('dialog', { name: 'Atualizar cartão' })
  await expect(dialog.getByText('Nada é cobrado agora.', { exact: false })).toBeVisible()
  await fillCard(page, '5555 5555 5555 4444')
  await dialog.getByRole('button', { name: 'Salvar cartão' }).click()
  await expect(page.getByText(/Cartão atualizado/)).toBeVisible()
  await expect(current.getByText('Mastercard final 4444')).toBeVisible()

  const history = page.getByRole('region', { name: 'Histórico de pagamentos' })
  await expect(history.getByRole('row')).toHaveCount(2)
  await expect(history.getByRole('cell', { name: /^Visa final \d{4}$/ })).toBeVisible()
  await history.getByRole('link', { name: /^Ver recibo/ }).click()
  const sheet = page.getByRole('article', { name: 'Recibo de pagamento' })
  await expect(sheet).toBeVisible()
  await expect(sheet.getByText('Essencial', { exact: true })).toBeVisible()
  await expect(sheet.getByText(/CNPJ/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Imprimir recibo' })).toBeVisible()
})
