import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { ACCOUNT_ROWS } from '@atendimento/domain/contract/rows/account-rows'
import { worker } from '@atendimento/mocks/browser'
import { endpointUrl } from '@atendimento/mocks/responder'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { fetchApi } from '../../api/call-api.ts'
import { mailedConfirmation, runOnTheRealApi, signUp } from '../../testing/real-api/real-api.ts'
import { renderRoute } from '../../testing/render-route.tsx'

afterEach(() => localStorage.clear())

describe('/confirmar-email, on the real API', () => {
  runOnTheRealApi()

  it('confirms the new e-mail by the link it was sent, then offers the login', async () => {
    const customer = await signUp()
    const newEmail = `novo.${customer.email}`
    const { name, phone, document } = customer.user
    await fetchApi(ACCOUNT_ROWS.updateProfile, {
      token: customer.token,
      body: { name, phone, document, email: newEmail, currentPassword: customer.password },
    })
    const link = await mailedConfirmation(newEmail)
    await renderRoute(`/confirmar-email?token=${encodeURIComponent(link)}`)
    await expect.element(page.getByText(API_MESSAGES.emailConfirmed)).toBeVisible()
    await expect.element(page.getByRole('link', { name: 'Ir para o login' })).toBeVisible()
  })
})

describe('/confirmar-email', () => {
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
