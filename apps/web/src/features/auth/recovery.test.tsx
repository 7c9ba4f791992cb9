import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { worker } from '@atendimento/mocks/browser'
import { DEMO } from '@atendimento/mocks/fixtures/people'
import { refuse } from '@atendimento/mocks/responder'
import { scenarios } from '@atendimento/mocks/scenarios'
import { afterEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { renderRoute } from '../../testing/render-route.tsx'
import { field } from '../account/testing/locators.ts'
import { rememberSession } from '../account/testing/session.ts'

afterEach(() => localStorage.clear())

const box = (index: number) => page.getByRole('textbox', { name: `Caractere ${index} de 6` })

describe('password recovery', () => {
  it('sends the code and goes to /validar-codigo with the e-mail', async () => {
    const { router } = await renderRoute('/esqueci-senha')
    await field('Email').fill(DEMO.email)
    await page.getByRole('button', { name: 'Enviar código' }).click()
    await expect.poll(() => router.state.location.pathname).toBe('/validar-codigo')
    expect(router.state.location.search).toEqual({ email: DEMO.email })
  })

  it("shows 'Erro ao enviar email' with the status", async () => {
    worker.use(...scenarios.unavailable('forgotPassword'))
    await renderRoute('/esqueci-senha')
    await field('Email').fill(DEMO.email)
    await page.getByRole('button', { name: 'Enviar código' }).click()
    await expect.element(page.getByText('Erro ao enviar email')).toBeVisible()
    await expect.element(page.getByText(/\(503\)$/)).toBeVisible()
  })

  it('sends /validar-codigo without an e-mail back to /esqueci-senha', async () => {
    const { router } = await renderRoute('/validar-codigo')
    await expect.poll(() => router.state.location.pathname).toBe('/esqueci-senha')
  })

  it('spreads a pasted code, validates it and goes to /alterar-senha', async () => {
    const { router } = await renderRoute(`/validar-codigo?email=${encodeURIComponent(DEMO.email)}`)
    await box(2).click()
    const data = new DataTransfer()
    data.setData('text/plain', ` ${DEMO.recoveryCode.toLowerCase()} `)
    box(2)
      .element()
      .dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }))
    await expect.element(box(6)).toHaveValue(DEMO.recoveryCode[5])
    await page.getByRole('button', { name: 'Validar código' }).click()
    await expect.element(page.getByText('Código validado!')).toBeVisible()
    await expect.poll(() => router.state.location.pathname).toBe('/alterar-senha')
    expect(router.state.location.search).toEqual({ email: DEMO.email, code: DEMO.recoveryCode })
  })

  it('refuses a wrong code and resends with its toasts', async () => {
    const { router } = await renderRoute(`/validar-codigo?email=${encodeURIComponent(DEMO.email)}`)
    await page.getByRole('button', { name: 'Validar código' }).click()
    await expect.element(page.getByText('Digite o código de 6 caracteres')).toBeVisible()
    worker.use(...refuse('validateCode', 400, 'codeRefused'))
    await box(1).click()
    await userEvent.keyboard('ZZZZZZ')
    await page.getByRole('button', { name: 'Validar código' }).click()
    await expect.element(page.getByText(/Código inválido/)).toBeVisible()
    expect(router.state.location.pathname).toBe('/validar-codigo')
    await page.getByRole('button', { name: 'Reenviar código' }).click()
    await expect.element(page.getByText('Código reenviado!')).toBeVisible()
    worker.use(...scenarios.unavailable('forgotPassword'))
    await page.getByRole('button', { name: 'Reenviar código' }).click()
    await expect.element(page.getByText('Erro ao reenviar')).toBeVisible()
  })

  it('says why a rate-limited resend failed (the 429 message), not just to try again', async () => {
    await renderRoute(`/validar-codigo?email=${encodeURIComponent(DEMO.email)}`)
    worker.use(...scenarios.rateLimited('forgotPassword'))
    await page.getByRole('button', { name: 'Reenviar código' }).click()
    await expect.element(page.getByText('Erro ao reenviar')).toBeVisible()
    await expect.element(page.getByText(API_MESSAGES.tooManyTries)).toBeVisible()
    await expect.element(page.getByText('Tente novamente', { exact: true })).not.toBeInTheDocument()
  })

  it('sends /alterar-senha without the code back to /esqueci-senha', async () => {
    const { router } = await renderRoute(`/alterar-senha?email=${encodeURIComponent(DEMO.email)}`)
    await expect.poll(() => router.state.location.pathname).toBe('/esqueci-senha')
  })

  it('sets the new password with the code and goes to /login', async () => {
    const { router } = await renderRoute(
      `/alterar-senha?email=${encodeURIComponent(DEMO.email)}&code=${DEMO.recoveryCode}`,
    )
    await expect.element(field('Email')).toHaveValue(DEMO.email)
    await expect.element(field('Código')).toHaveValue(DEMO.recoveryCode)
    await field('Nova senha').fill('nova-senha-1')
    await field('Confirmar nova senha').fill('outra')
    await page.getByRole('button', { name: 'Alterar senha' }).click()
    await expect.element(page.getByText('As senhas não coincidem')).toBeVisible()
    await field('Confirmar nova senha').fill('nova-senha-1')
    await page.getByRole('button', { name: 'Alterar senha' }).click()
    await expect.element(page.getByText('Senha alterada!')).toBeVisible()
    await expect.poll(() => router.state.location.pathname).toBe('/login')
  })

  it("is 'Editar senha' when signed in, and goes to /dashboard", async () => {
    rememberSession()
    const { router } = await renderRoute('/alterar-senha')
    await expect.element(page.getByRole('heading', { name: 'Editar senha' })).toBeVisible()
    await page.getByRole('button', { name: 'Alterar senha' }).click()
    await expect.element(page.getByText('Digite sua senha atual')).toBeVisible()
    await field('Senha atual').fill(DEMO.password)
    await field('Nova senha').fill('abc')
    await field('Confirmar nova senha').fill('abc')
    await page.getByRole('button', { name: 'Alterar senha' }).click()
    await expect
      .element(page.getByText('A nova senha deve ter pelo menos 6 caracteres'))
      .toBeVisible()
    await field('Nova senha').fill('nova-senha-1')
    await field('Confirmar nova senha').fill('nova-senha-1')
    await page.getByRole('button', { name: 'Alterar senha' }).click()
    await expect.element(page.getByText('Senha alterada!')).toBeVisible()
    await expect.poll(() => router.state.location.pathname).toBe('/dashboard')
  })
})
