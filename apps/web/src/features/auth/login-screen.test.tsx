import { makeUser } from '@atendimento/domain/testing/user'
import { worker } from '@atendimento/mocks/browser'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { renderRoute } from '../../testing/render-route.tsx'
import { field } from '../account/testing/locators.ts'

afterEach(() => localStorage.clear())

describe('/login', () => {
  it('asks for both fields before calling the API', async () => {
    await renderRoute('/login')
    await page.getByRole('button', { name: 'Entrar' }).click()
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Campos obrigatórios: Preencha email e senha')
  })

  it('signs in, remembers the choice and goes to /dashboard', async () => {
    const user = makeUser({ email: 'ana@example.com' })
    let sent: unknown
    worker.use(
      http.post('*/api/auth/login', async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json({ message: 'ok', data: { token: 'tok-1', user } })
      }),
      http.get('*/api/subscription', () => HttpResponse.json({ message: 'ok', data: [] })),
    )
    const { router } = await renderRoute('/login')
    await field('Email').fill(' Ana@Example.com ')
    await field('Senha').fill('segredo1')
    await page.getByText('Lembrar de mim').click()
    await page.getByRole('button', { name: 'Entrar' }).click()
    await expect.poll(() => router.state.location.pathname).toBe('/dashboard')
    expect(sent).toEqual({ email: 'ana@example.com', password: 'segredo1', rememberMe: true })
    expect(localStorage.getItem('auth_token')).toBe('tok-1')
    expect(localStorage.getItem('remember_me')).toBe('true')
  })

  it('clears the message once a field is edited', async () => {
    await renderRoute('/login')
    await page.getByRole('button', { name: 'Entrar' }).click()
    await expect.element(page.getByRole('alert')).toBeVisible()
    await userEvent.type(field('Email'), 'a')
    await userEvent.type(field('Senha'), 'b')
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument()
  })
})
