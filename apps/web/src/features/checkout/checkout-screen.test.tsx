import { refusedMessage, SANDBOX_REFUSAL_REASONS } from '@atendimento/domain/contract/messages'
import { isValidBrCode } from '@atendimento/domain/pix/br-code'
import { makeCpf } from '@atendimento/domain/testing/documents'
import { worker } from '@atendimento/mocks/browser'
import { DEMO } from '@atendimento/mocks/fixtures/people'
import { MOCK_PUBLIC_IP } from '@atendimento/mocks/ip-lookup'
import { answer, refuse } from '@atendimento/mocks/responder'
import { http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { runOnTheRealApi, signUp } from '../../testing/real-api/real-api.ts'
import { renderRoute } from '../../testing/render-route.tsx'
import { acceptTerms, field } from '../account/testing/locators.ts'
import { rememberSession } from '../account/testing/session.ts'

beforeEach(() => {
  // No peer connections here: the IP comes from the (mocked) lookup services at once.
  vi.stubGlobal('RTCPeerConnection', undefined)
})
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

async function fillCard(number: string) {
  await field('Nome do portador').fill('mariana costa')
  await expect.element(field('Nome do portador')).toHaveValue('MARIANA COSTA')
  await field('Número do cartão').fill(number)
  await field('Mês').fill('12')
  await field('Ano').fill(String(new Date().getFullYear() + 2))
  await field('CCV').fill('123')
}

function captureBody(path: string) {
  const bodies: unknown[] = []
  worker.use(
    http.post(`*/api${path}`, async ({ request }) => {
      bodies.push(await request.clone().json())
    }),
  )
  return bodies
}

describe('/subscribe/$planId', () => {
  it("says 'Plano não encontrado' and goes home for an unknown plan", async () => {
    const { router } = await renderRoute('/subscribe/plano-inexistente')
    await expect.poll(() => router.state.location.pathname).toBe('/')
    await expect.element(page.getByText('Plano não encontrado')).toBeVisible()
  })

  it('shows the summary and, signed in, goes from the plan details straight to payment', async () => {
    rememberSession(DEMO.newUserToken)
    await renderRoute('/subscribe/plano-essencial')
    const summary = page.getByRole('complementary', { name: 'Plano Essencial' })
    await expect.element(summary).toBeVisible()
    expect(summary.element().textContent).toMatch(/R\$\s49,90\s*por mês/)
    expect(summary.element().textContent).toContain('Suporte por e-mail')
    const steps = page.getByRole('navigation', { name: 'Etapas da assinatura' })
    await expect.element(steps).not.toHaveTextContent('Cadastro')
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect.element(field('Número do cartão')).toBeVisible()
  })

  it('validates the card and clears an error when its field is edited', async () => {
    rememberSession(DEMO.newUserToken)
    await renderRoute('/subscribe/plano-essencial')
    await page.getByRole('button', { name: 'Continuar' }).click()
    await page.getByRole('button', { name: 'Pagar e assinar' }).click()
    await expect.element(page.getByText('Número do cartão é obrigatório')).toBeVisible()
    await field('Número do cartão').fill('4')
    await expect.element(page.getByText('Número do cartão é obrigatório')).not.toBeInTheDocument()
  })

  it("pays, shows 'Pagamento Aprovado!' and stays on the confirmation until the customer leaves", async () => {
    rememberSession(DEMO.newUserToken)
    const bodies = captureBody('/subscription/plano-essencial')
    const { router } = await renderRoute('/subscribe/plano-essencial')
    await page.getByRole('button', { name: 'Continuar' }).click()
    await fillCard('4444444444444444')
    await page.getByRole('button', { name: 'Pagar e assinar' }).click()
    await expect.element(page.getByText('Pagamento Aprovado!')).toBeVisible()
    await expect.element(page.getByText('Pagamento aprovado!')).toBeVisible()
    expect(router.state.location.pathname).toBe('/subscribe/plano-essencial')
    await page.getByRole('link', { name: 'Ir para o meu painel' }).click()
    await expect.poll(() => router.state.location.pathname).toBe('/dashboard')
    expect(bodies[0]).toMatchObject({
      remoteIp: MOCK_PUBLIC_IP,
      creditCard: { number: '4444444444444444', holderName: 'MARIANA COSTA' },
      creditCardHolderInfo: { postalCode: '01001000', addressNumber: '10' },
    })
  })

  it("shows 'Erro no pagamento' once, in the step, for a refused card", async () => {
    worker.use(
      ...refuse('createSubscription', 402, refusedMessage(SANDBOX_REFUSAL_REASONS.declined)),
    )
    rememberSession(DEMO.newUserToken)
    await renderRoute('/subscribe/plano-essencial')
    await page.getByRole('button', { name: 'Continuar' }).click()
    await fillCard('5184019740373151')
    await page.getByRole('button', { name: 'Pagar e assinar' }).click()
    await expect
      .element(page.getByRole('alert').filter({ hasText: 'Erro no pagamento' }))
      .toBeVisible()
    // A toast of the same failure would be up by now (the toaster loads on its first toast).
    await new Promise((settled) => setTimeout(settled, 1000))
    expect(page.getByText('Erro no pagamento').elements()).toHaveLength(1)
    await expect.element(page.getByRole('button', { name: 'Pagar e assinar' })).toBeEnabled()
  })

  it('signs a new visitor up and subscribes in one call', async () => {
    const bodies = captureBody('/subscription/plano-profissional/user-data')
    const { router } = await renderRoute('/subscribe/plano-profissional')
    await page.getByRole('button', { name: 'Continuar' }).click()
    await field('Nome completo').fill('Pessoa Nova')
    await field('Email').fill('pessoa.nova@exemplo.com.br')
    await field('Telefone').fill('11987654321')
    await field('CPF ou CNPJ').fill(makeCpf({ seed: 777 }))
    await field('Data de nascimento').fill('1990-02-02')
    await field('CEP').fill('01310100')
    await userEvent.tab()
    await expect.element(field('Cidade')).toHaveValue('São Paulo')
    await field('Número').fill('5')
    await field('Senha').fill('segredo1')
    await field('Confirmar senha').fill('segredo1')
    await acceptTerms()
    await page.getByRole('button', { name: 'Continuar para o pagamento' }).click()
    await fillCard('4444444444444444')
    await page.getByRole('button', { name: 'Pagar e assinar' }).click()
    await expect.element(page.getByText('Pagamento Aprovado!')).toBeVisible()
    expect(bodies[0]).toMatchObject({
      user: { email: 'pessoa.nova@exemplo.com.br', zipCode: '01310100', acceptedTerms: true },
      payment: { remoteIp: MOCK_PUBLIC_IP, taxId: makeCpf({ seed: 777 }) },
    })
    expect(sessionStorage.getItem('auth_token')).toBeTruthy()
    await page.getByRole('link', { name: 'Ir para o meu painel' }).click()
    await expect.poll(() => router.state.location.pathname).toBe('/dashboard')
  }, 30_000)

  it('offers a new code once the Pix expired', async () => {
    rememberSession(DEMO.newUserToken)
    worker.use(
      ...answer('pixStatus', ({ input }) => ({ pixId: input.body.pixId, status: 'expired' })),
    )
    await renderRoute('/subscribe/plano-essencial')
    await page.getByRole('button', { name: 'Continuar' }).click()
    await page.getByText('Pix', { exact: true }).click()
    await page.getByRole('button', { name: 'Gerar código Pix' }).click()
    await expect.element(page.getByText('O código Pix expirou')).toBeVisible()
    await page.getByRole('button', { name: 'Gerar novo código' }).click()
    await expect.element(page.getByRole('button', { name: 'Gerar novo código' })).toBeVisible()
  })
})

describe('/subscribe/$planId, on the real API', () => {
  runOnTheRealApi()

  it('pays with Pix: the QR code and the copy code, the status checked until paid, then /dashboard', async () => {
    rememberSession((await signUp()).token)
    const { router } = await renderRoute('/subscribe/plano-essencial')
    await page.getByRole('button', { name: 'Continuar' }).click()
    await page.getByText('Pix', { exact: true }).click()
    await expect.element(field('Número do cartão')).not.toBeInTheDocument()
    await page.getByRole('button', { name: 'Gerar código Pix' }).click()
    await expect.element(page.getByRole('img', { name: 'QR code do Pix' })).toBeVisible()
    const code = field('Código Pix copia e cola').element() as HTMLTextAreaElement
    expect(isValidBrCode(code.value)).toBe(true)
    await expect.element(page.getByText(/R\$\s49,90/).first()).toBeVisible()
    // The API's sandbox Pix is pending at the first check and paid at the next, 3 s later.
    await expect.element(page.getByText('Pagamento Aprovado!'), { timeout: 8000 }).toBeVisible()
    await page.getByRole('link', { name: 'Ir para o meu painel' }).click()
    await expect.poll(() => router.state.location.pathname).toBe('/dashboard')
  })
})
