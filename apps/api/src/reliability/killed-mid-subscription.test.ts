import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { SANDBOX_CARDS } from '../payments/sandbox-gateway.ts'
import { expectNoCardData } from '../testing/card-leaks.ts'
import {
  call,
  processDatabase,
  type ServerProcess,
  signUpOver,
  startServerProcess,
} from '../testing/server-process.ts'
import { cardPayment, registration } from '../testing/test-app.ts'

const slowCard = { number: SANDBOX_CARDS.slow, ccv: '5273' }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * What a half-done checkout would leave: a subscription without its payment attempt, a pending
 * subscription with no attempt to resume or with two, a payment marked paid on a subscription
 * still pending, an active subscription without a paid payment.
 */
const HALF_STATES = `
  select 'assinatura sem tentativa de pagamento' as problem, s.id from subscriptions s
    where not exists (select 1 from payments p where p.subscription_id = s.id)
  union all
  select 'assinatura pendente sem exatamente uma tentativa em aberto', s.id from subscriptions s
    where s.status = 'pending'
      and (select count(*) from payments p where p.subscription_id = s.id and p.status = 'pending') <> 1
  union all
  select 'pagamento pago numa assinatura pendente', p.id from payments p
    join subscriptions s on s.id = p.subscription_id
    where p.status = 'paid' and s.status = 'pending'
  union all
  select 'assinatura ativa sem pagamento pago', s.id from subscriptions s
    where s.status = 'active'
      and not exists (select 1 from payments p where p.subscription_id = s.id and p.status = 'paid')`

// "Killed in the middle of a subscription" needs a database that survives a SIGKILL of the API
// and that the test can read while the API is down: PostgreSQL (the PostgreSQL project only).
describe.runIf(process.env.TEST_DATABASE_URL)(
  'the process killed in the middle of a subscription',
  () => {
    let database: Awaited<ReturnType<typeof processDatabase>> | undefined
    let server: ServerProcess | undefined
    let client: pg.Client | undefined
    afterAll(async () => {
      server?.kill('SIGKILL')
      await server?.exited
      await client?.end()
      await database?.drop()
    })

    const query = async (text: string, values: unknown[] = []) =>
      (await (client as pg.Client).query(text, values)).rows

    /** Starts a slow charge (see SANDBOX_CARDS.slow), kills -9 the server at `moment`, restarts it. */
    async function killDuringCharge(
      { token, email }: { token: string; email: string },
      moment: 'before the charge' | 'after the charge',
    ) {
      const live = server as ServerProcess
      const body = cardPayment(slowCard.number)
      body.creditCard.ccv = slowCard.ccv
      const answer = call(live, 'POST', '/subscription/plano-profissional', { token, body }).catch(
        (error: unknown) => error,
      )
      const attemptKey = async () =>
        (
          await query(
            `select p.idempotency_key from payments p join users u on u.id = p.user_id
           where u.email = $1 and p.status = 'pending'`,
            [email],
          )
        )[0]?.idempotency_key as string | undefined
      const charged = async (key: string) =>
        (await query('select 1 from sandbox_charges where idempotency_key = $1', [key])).length > 0
      let key: string | undefined
      for (;;) {
        key = await attemptKey()
        if (key && (moment === 'before the charge' || (await charged(key)))) break
        await sleep(10)
      }
      live.kill('SIGKILL')
      expect(await live.exited).toEqual({ code: null, signal: 'SIGKILL' })
      // The client saw the connection drop: it never got an answer to act on.
      expect(await answer).toBeInstanceOf(Error)
      expectNoCardData(live.output(), [slowCard], 'saída do servidor')
      server = await startServerProcess(database?.env)
      return key
    }

    it('leaves no half state, and the same "Continuar Pagamento" charges exactly once', async () => {
      database = await processDatabase()
      client = new pg.Client({ connectionString: database.env.DATABASE_URL })
      server = await startServerProcess(database.env)
      await client.connect()

      for (const moment of ['before the charge', 'after the charge'] as const) {
        const person = registration()
        const token = await signUpOver(server, person)
        const key = await killDuringCharge({ token, email: person.email }, moment)

        // After the restart: everything a transaction wrote is whole, nothing else is there.
        expect(await query(HALF_STATES)).toEqual([])
        const [subscription] = await query(
          `select s.status, s.id from subscriptions s join users u on u.id = s.user_id
         where u.email = $1`,
          [person.email],
        )
        expect(subscription?.status).toBe('pending')
        const charges = () =>
          query('select status from sandbox_charges where idempotency_key = $1', [key])
        expect(await charges()).toHaveLength(moment === 'after the charge' ? 1 : 0)

        // The customer, still signed in, presses "Continuar Pagamento" (a plain card this time).
        const live = server as ServerProcess
        const listed = await call(live, 'GET', '/subscription', { token })
        expect(listed.body.data).toMatchObject([{ _id: subscription?.id, status: 'pending' }])
        const retry = await call(live, 'POST', '/subscription/plano-profissional', {
          token,
          body: cardPayment(),
        })
        expect(retry.status).toBe(200)
        expect(retry.body.data).toMatchObject({ _id: subscription?.id, status: 'active' })
        // One attempt key from start to end, and one charge made with it.
        expect(await charges()).toEqual([{ status: 'paid' }])
        const payments = await query(
          'select status, idempotency_key from payments where subscription_id = $1',
          [subscription?.id],
        )
        expect(payments).toEqual([{ status: 'paid', idempotency_key: key }])
        expect(await query(HALF_STATES)).toEqual([])
      }
    }, 120_000)
  },
)
