import { worker } from '@atendimento/mocks/browser'
import { DEMO } from '@atendimento/mocks/fixtures/people'
import { refuse } from '@atendimento/mocks/responder'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { renderRoute } from '../../testing/render-route.tsx'
import { acceptTerms, field } from '../account/testing/locators.ts'
import { rememberSession } from '../account/testing/session.ts'

beforeEach(() => vi.stubGlobal('RTCPeerConnection', undefined))
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
  sessionStorage.clear()
})

async function toSignup(planId = 'plano-essencial') {
  const rendered = await renderRoute(`/subscribe/${planId}`)
  await page.getByRole('button', { name: 'Continuar' }).click()
  return rendered
}

describe('checkout: Já tem conta? Entrar', () => {
  it('signs in in place and goes straight to payment', async () => {
    await toSignup()
    await page.getByRole('button', { name: 'Entrar' }).click()
    await field('Email').fill(DEMO.newUserEmail)
    await field('Senha').fill(DEMO.password)
    await page.getByRole('button', { name: 'Entrar' }).click()
    await expect.element(field('Número do cartão')).toBeVisible()
    expect(sessionStorage.getItem('auth_token')).not.toBeNull()
  })

  it('says a wrong password once, in the form', async () => {
    worker.use(...refuse('login', 401, 'badCredentials'))
    await toSignup()
    await page.getByRole('button', { name: 'Entrar' }).click()
    await field('Email').fill(DEMO.newUserEmail)
    await field('Senha').fill('errada123')
    await page.getByRole('button', { name: 'Entrar' }).click()
    await expect.element(page.getByText('E-mail ou senha incorretos')).toBeVisible()
    // One message: in the form, not also in a toast.
    expect(page.getByText('E-mail ou senha incorretos').elements()).toHaveLength(1)
    await expect.element(field('Número do cartão')).not.toBeInTheDocument()
  })

  it('tells a customer with another active plan before any card form, with Trocar de plano', async () => {
    await toSignup('plano-essencial')
    await page.getByRole('button', { name: 'Entrar' }).click()
    await field('Email').fill(DEMO.email)
    await field('Senha').fill(DEMO.password)
    await page.getByRole('button', { name: 'Entrar' }).click()
    await expect.element(page.getByText('Você já tem um plano ativo')).toBeVisible()
    await expect.element(page.getByText(/Seu plano Profissional está ativo/)).toBeVisible()
    await expect.element(field('Número do cartão')).not.toBeInTheDocument()
    await expect
      .element(page.getByRole('button', { name: 'Trocar de plano no painel' }))
      .toBeVisible()
  })

  it('sends a customer who already has this plan to the dashboard', async () => {
    const { router } = await toSignup('plano-profissional')
    await page.getByRole('button', { name: 'Entrar' }).click()
    await field('Email').fill(DEMO.email)
    await field('Senha').fill(DEMO.password)
    await page.getByRole('button', { name: 'Entrar' }).click()
    await expect.poll(() => router.state.location.pathname).toBe('/dashboard')
  })
})

describe('checkout: a signed-in customer with a plan', () => {
  it('is told at the plan details and offered no Continuar', async () => {
    rememberSession()
    await renderRoute('/subscribe/plano-profissional')
    await expect.element(page.getByText('Você já assina este plano')).toBeVisible()
    await expect.element(page.getByRole('button', { name: 'Continuar' })).not.toBeInTheDocument()
    await expect.element(page.getByRole('button', { name: 'Ir para o painel' })).toBeVisible()
  })
})

describe('checkout: the step lives in the address', () => {
  it('goes to ?etapa=cadastro and then ?etapa=entrar, and Back returns step by step', async () => {
    const { router } = await toSignup()
    expect(router.state.location.search).toEqual({ etapa: 'cadastro' })
    await expect.element(field('Nome completo')).toBeVisible()
    await page.getByRole('button', { name: 'Entrar' }).click()
    await expect.poll(() => router.state.location.search).toEqual({ etapa: 'entrar' })
    await expect.element(page.getByRole('heading', { name: 'Entre na sua conta' })).toBeVisible()
    // 'Entrar' took the signup's place (a replace): Back leaves the account step altogether.
    router.history.back()
    await expect.poll(() => router.state.location.search).toEqual({})
    await expect.element(page.getByRole('button', { name: 'Continuar' })).toBeVisible()
  })

  it("Back from a signed-in customer's payment returns to the plan's details", async () => {
    rememberSession(DEMO.newUserToken)
    const { router } = await renderRoute('/subscribe/plano-essencial')
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect.poll(() => router.state.location.search).toEqual({ etapa: 'pagamento' })
    await expect.element(field('Número do cartão')).toBeVisible()
    router.history.back()
    await expect.poll(() => router.state.location.search).toEqual({})
    await expect.element(page.getByText(/Você está assinando o plano/)).toBeVisible()
  })

  it('a reload keeps the step and what was typed (never the password)', async () => {
    const first = await toSignup()
    await field('Nome completo').fill('Maria da Silva')
    await field('Email').fill('maria.rascunho@exemplo.com.br')
    await field('Senha').fill('segredo123')
    await acceptTerms()
    const stored = sessionStorage.getItem('checkout_draft') ?? ''
    expect(stored).toContain('maria.rascunho@exemplo.com.br')
    expect(stored).not.toContain('segredo123')
    expect(stored).not.toContain('cadastro')
    const href = first.router.state.location.href
    await first.screen.unmount()

    await renderRoute(href)
    await expect.element(field('Nome completo')).toHaveValue('Maria da Silva')
    await expect.element(field('Email')).toHaveValue('maria.rascunho@exemplo.com.br')
    await expect.element(field('Senha')).toHaveValue('')
    await expect.element(page.getByRole('checkbox', { name: /Li e aceito/ })).toBeChecked()
  })

  it('a reload of the payment before the signup was sent falls back to the signup', async () => {
    const { router } = await renderRoute('/subscribe/plano-essencial?etapa=pagamento')
    await expect.poll(() => router.state.location.search).toEqual({ etapa: 'cadastro' })
    await expect.element(field('Nome completo')).toBeVisible()
    expect(field('Número do cartão').elements()).toHaveLength(0)
  })

  it('opens the payment of a signed-in customer who may pay, and an unknown step on the plan', async () => {
    rememberSession(DEMO.newUserToken)
    const paying = await renderRoute('/subscribe/plano-essencial?etapa=pagamento')
    await expect.element(field('Número do cartão')).toBeVisible()
    expect(paying.router.state.location.search).toEqual({ etapa: 'pagamento' })
    await paying.screen.unmount()
    const odd = await renderRoute('/subscribe/plano-essencial?etapa=qualquer')
    await expect.element(page.getByRole('button', { name: 'Continuar' })).toBeVisible()
    expect(odd.router.state.location.search).toEqual({})
  })

  it("sends a customer whose plan is this one from ?etapa=pagamento to the plan's details", async () => {
    rememberSession()
    const { router } = await renderRoute('/subscribe/plano-profissional?etapa=pagamento')
    await expect.element(page.getByText('Você já assina este plano')).toBeVisible()
    await expect.poll(() => router.state.location.search).toEqual({})
    expect(field('Número do cartão').elements()).toHaveLength(0)
  })
})
