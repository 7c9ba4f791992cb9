import { randomInt } from 'node:crypto'
import { maskCpf } from '@atendimento/domain/br/cpf'
import { makeCpf } from '@atendimento/domain/testing/documents'
import { expect, test } from '@playwright/test'
import { open, storeCookieChoice } from './public-helpers.ts'

test.beforeEach(async ({ page }) => storeCookieChoice(page))

test('a visitor goes from a plan to its checkout', async ({ page }) => {
  await open(page, '/')
  const plan = page.getByRole('article', { name: 'Essencial' })
  await expect(plan.getByText('por mês')).toBeVisible()
  await plan.getByRole('link', { name: 'Assinar Agora' }).click()
  await expect(page).toHaveURL('/subscribe/plano-essencial')
})

test('a signed-in user goes from a plan to the plans tab of the dashboard', async ({
  page,
  request,
}) => {
  const seed = randomInt(1, 2 ** 31 - 1)
  const response = await request.post('/api/auth/register', {
    data: {
      name: 'Bruna Planos',
      email: `planos.${seed}@exemplo.com.br`,
      phone: '(11)98765-4321',
      document: maskCpf(makeCpf({ seed })),
      birthdate: '1988-02-14',
      gender: 'female',
      zipCode: '01310-100',
      state: 'SP',
      city: 'São Paulo',
      neighborhood: 'Bela Vista',
      address: 'Avenida Paulista',
      addressNumber: '1000',
      password: 'senha-e2e-segura',
      acceptedTerms: true,
    },
  })
  expect(response.ok(), await response.text()).toBe(true)
  const login = await request.post('/api/auth/login', {
    data: { email: `planos.${seed}@exemplo.com.br`, password: 'senha-e2e-segura' },
  })
  const { data } = await login.json()
  await page.addInitScript(
    ([token, user]) => {
      localStorage.setItem('auth_token', token)
      localStorage.setItem('user_data', user)
      localStorage.setItem('remember_me', 'true')
    },
    [data.token as string, JSON.stringify(data.user)] as const,
  )
  await open(page, '/')
  await expect(page.getByRole('button', { name: 'Bruna Planos' })).toBeVisible()
  await page
    .getByRole('article', { name: 'Profissional', exact: true })
    .getByRole('link', { name: 'Assinar Agora' })
    .click()
  await expect(page).toHaveURL('/dashboard?tab=plans')
})
