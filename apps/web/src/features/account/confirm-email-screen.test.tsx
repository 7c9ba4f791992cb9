import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { endpointUrl } from '@atendimento/mocks/api-routes'
import { worker } from '@atendimento/mocks/browser'
import { DEMO } from '@atendimento/mocks/store'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { renderRoute } from '../../testing/render-route.tsx'
import { rememberMockSession } from './testing/session.ts'

afterEach(() => localStorage.clear())

/** The mocks' PATCH /user, as the dashboard sends it, asking for a new e-mail. */
async function askForNewEmail(email: string) {
  const res = await fetch('/api/user', {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${DEMO.token}` },
    body: JSON.stringify({
      name: 'Mariana Costa',
      email,
      phone: '11987654321',
      document: '52998224725',
      currentPassword: DEMO.password,
    }),
  })
  expect(res.status).toBe(200)
}

describe('/confirmar-email', () => {
  it('confirms the new e-mail by the link, then offers the login', async () => {
    rememberMockSession()
    await askForNewEmail('mariana.nova@exemplo.com.br')
    await renderRoute(`/confirmar-email?token=${DEMO.emailChangeToken}`)
    await expect.element(page.getByText(API_MESSAGES.emailConfirmed)).toBeVisible()
    await expect.element(page.getByRole('link', { name: 'Ir para o login' })).toBeVisible()
  })

  it('shows the progress while it waits, and the refusal of a link that is no one’s', async () => {
    let answer: (() => void) | undefined
    worker.use(
      http.post(endpointUrl('confirmEmailChange'), async () => {
        await new Promise<void>((resolve) => {
          answer = resolve
        })
        return HttpResponse.json({ message: API_MESSAGES.emailLinkInvalid }, { status: 400 })
      }),
    )
    await renderRoute('/confirmar-email?token=de-ninguem')
    await expect.element(page.getByText('Confirmando seu novo e-mail...')).toBeVisible()
    // The request reached the server (which holds its answer until now).
    await expect.poll(() => answer).toBeDefined()
    answer?.()
    await expect.element(page.getByText(API_MESSAGES.emailLinkInvalid)).toBeVisible()
  })

  it('says the link is incomplete without a token', async () => {
    await renderRoute('/confirmar-email')
    await expect.element(page.getByText(/não traz o código de confirmação/)).toBeVisible()
  })
})
