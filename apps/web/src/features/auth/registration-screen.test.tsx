import { maskCpf } from '@atendimento/domain/br/cpf'
import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { makeCpf } from '@atendimento/domain/testing/documents'
import { worker } from '@atendimento/mocks/browser'
import { scenarios } from '@atendimento/mocks/scenarios'
import { afterEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { runOnTheRealApi, signUp } from '../../testing/real-api/real-api.ts'
import { renderRoute } from '../../testing/render-route.tsx'
import { acceptTerms, field } from '../account/testing/locators.ts'

afterEach(() => localStorage.clear())

async function fillPerson(email = 'nova.pessoa@exemplo.com.br') {
  await field('Nome completo').fill('Nova Pessoa')
  await field('Email').fill(email)
  await field('Telefone').fill('11987654321')
  await field('CPF ou CNPJ').fill(makeCpf({ seed: 4242 }))
  await field('Data de nascimento').fill('1991-01-31')
}

async function typeCep(cep: string) {
  await field('CEP').fill(cep)
  await userEvent.tab()
}

async function completeAndSubmit(email: string) {
  await fillPerson(email)
  await typeCep('01310100')
  await expect.element(field('Cidade')).toHaveValue('São Paulo')
  await field('Número').fill('1000')
  await field('Senha').fill('segredo1')
  await field('Confirmar senha').fill('segredo1')
  await acceptTerms()
  await page.getByRole('button', { name: 'Criar conta' }).click()
}

describe('/registro', () => {
  it('masks phone and document, and starts with gender male', async () => {
    await renderRoute('/registro')
    await fillPerson()
    await expect.element(field('Telefone')).toHaveValue('(11)98765-4321')
    await expect.element(field('CPF ou CNPJ')).toHaveValue(maskCpf(makeCpf({ seed: 4242 })))
    await expect.element(page.getByRole('radio', { name: 'Masculino' })).toBeChecked()
    await expect.element(page.getByText('Acesso ao painel')).toBeInTheDocument()
  })

  it('fills the address from the CEP on blur', async () => {
    await renderRoute('/registro')
    await typeCep('01310100')
    await expect.element(field('CEP')).toHaveValue('01310-100')
    await expect.element(page.getByText('Endereço encontrado!')).toBeVisible()
    await expect.element(field('Cidade')).toHaveValue('São Paulo')
    await expect.element(field('Bairro')).toHaveValue('Bela Vista')
    await expect.element(field('Endereço')).toHaveValue('Avenida Paulista')
  })

  it('uses the fallback service when the first one fails', async () => {
    worker.use(...scenarios.cepError(500))
    await renderRoute('/registro')
    await typeCep('01310100')
    await expect.element(field('Endereço')).toHaveValue('Avenida Paulista')
  })

  it("says 'CEP não encontrado' and 'Erro ao buscar CEP'", async () => {
    await renderRoute('/registro')
    await typeCep('00000000')
    await expect.element(page.getByText('Verifique o CEP e tente novamente')).toBeVisible()
    worker.use(...scenarios.cepNetworkError(), ...scenarios.cepFallbackError())
    await userEvent.clear(field('CEP'))
    await typeCep('01001000')
    await expect.element(page.getByText('Erro ao buscar CEP')).toBeVisible()
  })

  it('keeps submit disabled while the passwords differ or the terms are unchecked', async () => {
    await renderRoute('/registro')
    const submit = page.getByRole('button', { name: 'Criar conta' })
    await field('Senha').fill('segredo1')
    await field('Confirmar senha').fill('segredo2')
    await expect.element(page.getByText('As senhas não coincidem')).toBeVisible()
    await expect.element(submit).toBeDisabled()
    await field('Confirmar senha').fill('segredo1')
    await expect.element(submit).toBeDisabled()
    await acceptTerms()
    await expect.element(submit).toBeEnabled()
    await submit.click()
    await expect.element(page.getByText('Endereço obrigatório')).toBeVisible()
    await expect.element(page.getByText('Nome é obrigatório')).toBeVisible()
  })

  it("rejects an invalid document with 'CPF ou CNPJ inválido'", async () => {
    await renderRoute('/registro')
    await field('CPF ou CNPJ').fill('11111111111')
    await field('Senha').fill('segredo1')
    await field('Confirmar senha').fill('segredo1')
    await acceptTerms()
    await page.getByRole('button', { name: 'Criar conta' }).click()
    await expect.element(page.getByText('CPF ou CNPJ inválido')).toBeVisible()
  })

  it("shows 'Erro no registro' with the server's message once, in the form (no toast)", async () => {
    worker.use(...scenarios.unavailable('register'))
    await renderRoute('/registro')
    await completeAndSubmit('outra.pessoa@exemplo.com.br')
    const alert = page.getByRole('alert').filter({ hasText: 'Erro no registro' })
    await expect.element(alert).toBeVisible()
    await expect.element(alert.getByText(API_MESSAGES.restarting)).toBeVisible()
    expect(page.getByText('Erro no registro').elements()).toHaveLength(1)
  }, 30_000)
})

describe('/registro, on the real API', () => {
  runOnTheRealApi()

  it('creates the account, signs in and goes to /#precos after 1.5 s', async () => {
    const { router, store } = await renderRoute('/registro')
    await completeAndSubmit('nova.pessoa@exemplo.com.br')
    await expect.element(page.getByText('Conta criada com sucesso!')).toBeVisible()
    expect(router.state.location.pathname).toBe('/registro')
    await expect.poll(() => router.state.location.href, { timeout: 3000 }).toBe('/#precos')
    const { sessionAtom } = await import('./session.ts')
    expect(store.get(sessionAtom).status).toBe('authenticated')
  }, 30_000)

  it('answers a taken e-mail as the API does: no word of the account, links to sign in and recover', async () => {
    const taken = await signUp()
    const { router } = await renderRoute('/registro')
    await completeAndSubmit(taken.email)
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Cadastro recebido' }))
      .toBeVisible()
    await expect.element(page.getByText(/Enviamos um e-mail/)).toBeVisible()
    await expect
      .element(page.getByText(/já está cadastrado|já tem conta com/))
      .not.toBeInTheDocument()
    await page.getByRole('link', { name: 'recuperar a senha' }).click()
    await expect.poll(() => router.state.location.pathname).toBe('/esqueci-senha')
  }, 30_000)
})
