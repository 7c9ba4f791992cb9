import { describe, expect, it } from 'vitest'
import { cardPayment, createTestApp, lastCode, registration } from './testing/test-app.ts'
import { DAY, MINUTE } from './testing/test-clock.ts'
import { useTestDatabase } from './testing/test-database.ts'

const db = useTestDatabase()

describe('a customer, over HTTP from start to finish', () => {
  it('registers, recovers the password through the outbox, subscribes, cancels, reactivates and lists payments', async () => {
    const t = createTestApp(db())
    const person = registration({ email: 'joana.prado@exemplo.com.br' })

    const registered = await t.request('POST', '/auth/register', { body: person })
    expect(registered.status).toBe(200)
    const firstLogin = await t.request('POST', '/auth/login', {
      body: { email: person.email, password: person.password },
    })

    // Forgotten password: the code arrives by e-mail (read from the outbox), is checked, used.
    expect(
      (await t.request('POST', '/auth/forgot', { body: { email: person.email } })).status,
    ).toBe(200)
    const code = await lastCode(t, person.email)
    t.clock.advance(2 * MINUTE)
    expect(
      (await t.request('POST', '/auth/validate', { body: { email: person.email, code } })).status,
    ).toBe(200)
    const changed = await t.request('POST', '/auth/change', {
      body: { email: person.email, code, password: 'senha-nova-123' },
    })
    expect(changed.status).toBe(200)
    const stale = await t.request('POST', '/auth/validate-token', {
      body: { token: firstLogin.body.data.token },
    })
    expect(stale.body.data.valid).toBe(false)

    const signIn = async () => {
      const login = await t.request('POST', '/auth/login', {
        body: { email: person.email, password: 'senha-nova-123', rememberMe: true },
      })
      expect(login.status).toBe(200)
      return login.body.data.token as string
    }
    let token = await signIn()

    const plans = await t.request('GET', '/plan?activeOnly=true')
    const plan = plans.body.data.find((item: { name: string }) => item.name === 'Profissional')
    const subscribed = await t.request('POST', `/subscription/${plan._id}`, {
      token,
      body: cardPayment('4444 4444 4444 4444'),
    })
    expect(subscribed.status).toBe(200)
    const subscription = subscribed.body.data
    expect(subscription.status).toBe('active')

    t.clock.advance(5 * DAY)
    const canceled = await t.request('DELETE', `/subscription/${subscription._id}`, { token })
    expect(canceled.body.data.status).toBe('canceled')

    // Back after the paid month ended (the 30-day session too): reactivation charges the card.
    t.clock.advance(26 * DAY)
    expect((await t.request('GET', '/subscription', { token })).status).toBe(401)
    token = await signIn()
    const reactivated = await t.request('PUT', `/subscription/${subscription._id}/activate`, {
      token,
    })
    expect(reactivated.status).toBe(200)
    expect(reactivated.body.data).toMatchObject({ status: 'active', canceledAt: null })

    const list = await t.request('GET', '/subscription', { token })
    expect(list.body.data).toHaveLength(1)
    const payments = await t.request('GET', '/recurrence/user', { token })
    expect(payments.status).toBe(200)
    expect(payments.body.data).toHaveLength(2)
    expect(
      payments.body.data.map(
        (payment: { amount: number; status: string; planId: { name: string } }) => [
          payment.amount,
          payment.status,
          payment.planId.name,
        ],
      ),
    ).toEqual([
      [9990, 'paid', 'Profissional'],
      [9990, 'paid', 'Profissional'],
    ])
    const paidOnly = await t.request('GET', '/recurrence/user?status=paid', { token })
    expect(paidOnly.body.data).toHaveLength(2)

    expect((await t.request('POST', '/auth/logout', { token })).status).toBe(200)
    expect((await t.request('GET', '/subscription', { token })).status).toBe(401)
  })
})
