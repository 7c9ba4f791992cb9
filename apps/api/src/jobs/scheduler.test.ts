import { describe, expect, it } from 'vitest'
import { cardPayment, createTestApp, signUp } from '../testing/test-app.ts'
import { DAY } from '../testing/test-clock.ts'
import { useTestDatabase } from '../testing/test-database.ts'
import { startScheduler } from './scheduler.ts'

const db = useTestDatabase()

describe('startScheduler', () => {
  it('runs a pass at once (renewals, upkeep), and stop() waits for it', async () => {
    const t = createTestApp(db())
    const { token } = await signUp(t)
    await t.request('POST', '/subscription/plano-essencial', { token, body: cardPayment() })
    await db()
      .insertInto('rate_limit_hits')
      .values({
        key: 'login:ip:velho',
        window_start: new Date(t.clock.now().getTime() - 2 * DAY),
        hits: 3,
      })
      .execute()
    t.clock.advance(31 * DAY)
    const scheduler = startScheduler(t.context, 60 * 60_000)
    await scheduler.stop()
    const payments = await db().selectFrom('payments').select('status').execute()
    expect(payments.map((payment) => payment.status)).toEqual(['paid', 'paid'])
    expect(await db().selectFrom('rate_limit_hits').selectAll().execute()).toHaveLength(0)
    // Sessions that ended more than a day ago are gone too (the 12-hour one from sign-up).
    expect(await db().selectFrom('sessions').selectAll().execute()).toHaveLength(0)
  })
})
