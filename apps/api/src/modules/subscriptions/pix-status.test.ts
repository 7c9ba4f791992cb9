import { pixStatusResponseSchema } from '@atendimento/domain/schemas/pix'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.ts'
import { useTestDatabase } from '../../testing/test-database.ts'

const db = useTestDatabase()

const setup = () => ({ t: createTestApp(db()) })

/** A pending subscription paid by Pix, issued by the checkout's Pix call. */
async function issuePix(t: TestApp, token: string) {
  const res = await t.request('POST', '/subscription/plano-essencial/pix', { token })
  if (res.status !== 200) throw new Error(`Pix não emitido: ${JSON.stringify(res.body)}`)
  return {
    pixId: res.body.data.pix.pixId as string,
    subscriptionId: res.body.data.subscription._id,
  }
}

describe('POST /api/subscription/pix/status', () => {
  it('answers pending at the first check and paid at the next, activating the subscription', async () => {
    const { t } = setup()
    const { token } = await signUp(t)
    const { pixId, subscriptionId } = await issuePix(t, token)
    const first = await t.request('POST', '/subscription/pix/status', { token, body: { pixId } })
    expect(first.status).toBe(200)
    expect(v.parse(pixStatusResponseSchema, first.body.data)).toEqual({ pixId, status: 'pending' })
    const second = await t.request('POST', '/subscription/pix/status', { token, body: { pixId } })
    expect(second.body.data).toEqual({ pixId, status: 'paid' })
    const subscription = await t.request('GET', `/subscription/${subscriptionId}`, { token })
    expect(subscription.body.data.status).toBe('active')
    const payments = await t.request('GET', '/recurrence/user?status=paid', { token })
    expect(payments.body.data).toHaveLength(1)
  })

  it("answers 404 for an unknown Pix and for someone else's", async () => {
    const { t } = setup()
    const owner = await signUp(t)
    const stranger = await signUp(t)
    const { pixId } = await issuePix(t, owner.token)
    const unknown = await t.request('POST', '/subscription/pix/status', {
      token: owner.token,
      body: { pixId: 'sbx_pix_nao-existe' },
    })
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual({ message: 'Pix não encontrado' })
    const other = await t.request('POST', '/subscription/pix/status', {
      token: stranger.token,
      body: { pixId },
    })
    expect(other.status).toBe(404)
  })

  it('refuses a body without pixId with 400, and no token with 401', async () => {
    const { t } = setup()
    const { token } = await signUp(t)
    const bad = await t.request('POST', '/subscription/pix/status', { token, body: {} })
    expect(bad.status).toBe(400)
    expect(typeof bad.body.message).toBe('string')
    const anonymous = await t.request('POST', '/subscription/pix/status', { body: { pixId: 'x' } })
    expect(anonymous.status).toBe(401)
  })
})
