import { DEMO } from '@atendimento/mocks/store'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { renderRoute } from '../../testing/render-route.tsx'
import { field } from '../account/testing/locators.ts'
import { rememberMockSession } from '../account/testing/session.ts'

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
    expect(localStorage.getItem('auth_token')).not.toBeNull()
  })

  it('says a wrong password once, in the form', async () => {
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
    rememberMockSession()
    await renderRoute('/subscribe/plano-profissional')
    await expect.element(page.getByText('Você já assina este plano')).toBeVisible()
    await expect.element(page.getByRole('button', { name: 'Continuar' })).not.toBeInTheDocument()
    await expect.element(page.getByRole('button', { name: 'Ir para o painel' })).toBeVisible()
  })
})

describe('checkout: a reload keeps what was typed (never the password)', () => {
  it('comes back to the signup step with the fields', async () => {
    const first = await toSignup()
    await field('Nome completo').fill('Maria da Silva')
    await field('Email').fill('maria.rascunho@exemplo.com.br')
    await field('Senha').fill('segredo123')
    const stored = sessionStorage.getItem('checkout_draft') ?? ''
    expect(stored).toContain('maria.rascunho@exemplo.com.br')
    expect(stored).not.toContain('segredo123')
    await first.screen.unmount()

    await renderRoute('/subscribe/plano-essencial')
    await expect.element(field('Nome completo')).toHaveValue('Maria da Silva')
    await expect.element(field('Email')).toHaveValue('maria.rascunho@exemplo.com.br')
    await expect.element(field('Senha')).toHaveValue('')
  })
})
