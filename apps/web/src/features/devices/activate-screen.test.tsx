import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { worker } from '@atendimento/mocks/browser'
import { ACTIVATION_FIXTURE } from '@atendimento/mocks/fixtures/devices'
import { DEMO } from '@atendimento/mocks/fixtures/people'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { renderRoute } from '../../testing/render-route.tsx'
import { field } from '../account/testing/locators.ts'
import { rememberSession } from '../account/testing/session.ts'

afterEach(() => localStorage.clear())

describe('/ativar', () => {
  it('sends a visitor through login and back to the code of the QR link', async () => {
    const { router } = await renderRoute('/ativar?codigo=WDJB-MJHT')
    await expect.poll(() => router.state.location.pathname).toBe('/login')
    expect(router.state.location.search).toEqual({ voltar: '/ativar?codigo=WDJB-MJHT' })
    await field('Email').fill(DEMO.email)
    await field('Senha').fill(DEMO.password)
    await page.getByRole('button', { name: 'Entrar' }).click()
    await expect.poll(() => router.state.location.href).toBe('/ativar?codigo=WDJB-MJHT')
    await expect.element(page.getByText('PC do caixa')).toBeVisible()
  })

  it('never returns to another site after the login', async () => {
    const { router } = await renderRoute('/login?voltar=https%3A%2F%2Fgolpe.example%2Fativar')
    expect(router.state.location.search).toEqual({})
    await field('Email').fill(DEMO.email)
    await field('Senha').fill(DEMO.password)
    await page.getByRole('button', { name: 'Entrar' }).click()
    await expect.poll(() => router.state.location.pathname).toBe('/dashboard')
  })

  it('frees a seat right there, then connects the computer', async () => {
    let seats = { used: 2, max: 2 }
    let disconnected = ''
    worker.use(
      http.post('*/api/user/activation', () =>
        HttpResponse.json({
          message: API_MESSAGES.activationFound,
          data: { ...ACTIVATION_FIXTURE, seats },
        }),
      ),
      http.delete('*/api/user/devices/:id', ({ params }) => {
        disconnected = String(params.id)
        seats = { used: 1, max: 2 }
        return HttpResponse.json({
          message: API_MESSAGES.deviceDisconnected,
          data: { devices: ACTIVATION_FIXTURE.devices.slice(1), seats },
        })
      }),
    )
    rememberSession()
    await renderRoute('/ativar?codigo=wdjb-mjht')
    const connect = page.getByRole('button', { name: 'Conectar este computador' })
    await expect.element(connect).toBeDisabled()
    await page.getByRole('button', { name: 'Desconectar Notebook da recepção' }).click()
    await expect.element(connect).toBeEnabled()
    expect(disconnected).toBe('dispositivo-recepcao')
    await connect.click()
    await expect.element(page.getByText('Computador conectado!')).toBeVisible()
  })

  it('says a wrong code is wrong, and keeps it in the field to fix', async () => {
    rememberSession()
    await renderRoute('/ativar?codigo=BCDF-GHJK')
    await expect.element(page.getByText(API_MESSAGES.activationCodeRefused)).toBeVisible()
    await expect.element(field('Código mostrado no aplicativo')).toHaveValue('BCDF-GHJK')
  })

  it('records the refusal ("Não fui eu")', async () => {
    rememberSession()
    await renderRoute('/ativar?codigo=WDJB-MJHT')
    await page.getByRole('button', { name: 'Não fui eu' }).click()
    await expect.element(page.getByText('Pedido recusado')).toBeVisible()
  })
})
