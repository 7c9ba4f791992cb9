import { expect, test } from '@playwright/test'
import {
  field,
  openSignedIn,
  PASSWORD,
  readRecoveryCode,
  registerAccount,
} from './account-helpers.ts'
import { storeCookieChoice } from './public-helpers.ts'

test.beforeEach(async ({ page }) => storeCookieChoice(page))

test('recovers the password with the e-mailed code, after a wrong one', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, 'recuperar')
  await page.goto('/login')
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click()
  // The login page has an Email field too: wait for the new page before typing.
  await expect(page.getByRole('heading', { name: 'Esqueci minha senha' })).toBeVisible()
  await field(page, 'Email').fill(account.email)
  await page.getByRole('button', { name: 'Enviar código' }).click()
  await expect(page).toHaveURL(`/validar-codigo?email=${encodeURIComponent(account.email)}`)

  await page.getByRole('button', { name: 'Reenviar código' }).click()
  await expect(page.getByText('Código reenviado!')).toBeVisible()
  const code = await readRecoveryCode(account.email, 2)

  const wrong = code === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ'
  await page.getByRole('textbox', { name: 'Caractere 1 de 6' }).click()
  await page.keyboard.type(wrong)
  await page.getByRole('button', { name: 'Validar código' }).click()
  await expect(page.getByText('Código inválido ou expirado').first()).toBeVisible()
  await expect(page).toHaveURL(/\/validar-codigo/)

  // Pasting the code into any box fills all six.
  await page.getByRole('textbox', { name: 'Caractere 3 de 6' }).focus()
  await page.evaluate((text) => {
    const data = new DataTransfer()
    data.setData('text/plain', text)
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    )
  }, code.toLowerCase())
  await page.getByRole('button', { name: 'Validar código' }).click()
  await expect(page.getByText('Código validado!')).toBeVisible()
  await expect(page).toHaveURL(/\/alterar-senha\?/)
  await expect(field(page, 'Email')).toHaveValue(account.email)
  await expect(field(page, 'Código')).toHaveValue(code)

  const newPassword = 'nova-senha-e2e'
  await field(page, 'Nova senha').fill(newPassword)
  await field(page, 'Confirmar nova senha').fill(newPassword)
  await page.getByRole('button', { name: 'Alterar senha' }).click()
  await expect(page.getByText('Senha alterada!')).toBeVisible()
  await expect(page).toHaveURL('/login')
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible()
  await field(page, 'Email').fill(account.email)
  await field(page, 'Senha').fill(newPassword)
  await page.getByRole('button', { name: 'Entrar' }).click()
  await expect(page).toHaveURL('/dashboard')
})

test('the recovery pages send back to the start without their query', async ({ page }) => {
  await page.goto('/validar-codigo')
  await expect(page).toHaveURL('/esqueci-senha')
  await page.goto('/alterar-senha?email=alguem%40exemplo.com.br')
  await expect(page).toHaveURL('/esqueci-senha')
})

test('changes the password from the security tab and from Editar senha', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, 'trocarsenha')
  await openSignedIn(page, account, '/dashboard?tab=security')
  await page.getByRole('button', { name: 'Alterar Senha' }).click()
  await field(page, 'Senha atual').fill('errada-123')
  await field(page, 'Nova senha').fill('outra-senha-1')
  await field(page, 'Confirmar nova senha').fill('outra-senha-1')
  await page.getByRole('button', { name: 'Salvar' }).click()
  await expect(page.getByText('Erro ao alterar senha')).toBeVisible()
  await expect(page.getByText('Senha atual incorreta').first()).toBeVisible()

  await field(page, 'Senha atual').fill(PASSWORD)
  await page.getByRole('button', { name: 'Salvar' }).click()
  await expect(page.getByText('Senha alterada!')).toBeVisible()

  await page.goto('/alterar-senha')
  await expect(page.getByRole('heading', { name: 'Editar senha' })).toBeVisible()
  await field(page, 'Senha atual').fill('outra-senha-1')
  await field(page, 'Nova senha').fill('terceira-senha-1')
  await field(page, 'Confirmar nova senha').fill('terceira-senha-1')
  await page.getByRole('button', { name: 'Alterar senha' }).click()
  await expect(page.getByText('Senha alterada!')).toBeVisible()
  await expect(page).toHaveURL('/dashboard')
})
