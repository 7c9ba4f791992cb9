import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rateLimitVariables } from '../config.ts'
import { type Db, openDatabase } from '../db/database.ts'
import { runBilling } from '../modules/billing/billing-job.ts'
import { seedPlansOnFirstStart } from '../modules/plans/seed-plans.ts'
import { type SandboxLedger, sandboxLedger } from '../payments/sandbox-gateway.ts'
import { DEFAULT_RATE_LIMITS, type RateLimitedAction, type RateLimits } from '../settings.ts'
import {
  call,
  processDatabase,
  type ServerProcess,
  startServerProcess,
} from '../testing/server-process.ts'
import { cardPayment, createTestApp, signUp, type TestApp } from '../testing/test-app.ts'
import { createTestClock, DAY } from '../testing/test-clock.ts'

// Issue 26's attack, as the attacker ran it: one customer's money requests fired five at a time
// at two API processes sharing one PostgreSQL, round after round, and the sandbox gateway's own
// ledger (its table, written by whichever process called it) counting what was really charged.
// PGlite runs one process per data folder, so these races only exist here.

const ROUNDS = 8
const AT_ONCE = 5

const ACTIONS = Object.keys(DEFAULT_RATE_LIMITS) as RateLimitedAction[]
// The limits would stop the rounds long before the races show (every request comes from one
// address): the rules under test are the money rules.
const NO_LIMITS = Object.fromEntries(
  ACTIONS.map((action) => [action, { perIp: 0, perAccount: 0, perCard: 0 }]),
) as RateLimits
const NO_LIMITS_ENV = Object.fromEntries(
  ACTIONS.flatMap((action) => rateLimitVariables(action).map(({ name }) => [name, '0'])),
)

const range = (count: number) => Array.from({ length: count }, (_, index) => index)
const statuses = (answers: { status: number }[]) => answers.map((answer) => answer.status).sort()
/** What the sandbox took from a customer between two readings of its ledger. */
const taken = (before: SandboxLedger, after: SandboxLedger) =>
  after.cardCharges - before.cardCharges + (after.pixPaid - before.pixPaid)

describe.runIf(process.env.TEST_DATABASE_URL)(
  'money races: one customer at two processes on one PostgreSQL (runs in the PostgreSQL project, with DATABASE_URL)',
  () => {
    const servers: ServerProcess[] = []
    let db: Db
    let t: TestApp
    let drop: (() => Promise<void>) | undefined

    beforeAll(async () => {
      const database = await processDatabase()
      drop = database.drop
      db = await openDatabase({ kind: 'postgres', url: database.env.DATABASE_URL ?? '' })
      await seedPlansOnFirstStart(db)
      // Customers are made here (cheap password hashes); their sessions work on the servers.
      // The servers run on the real clock, so this one starts from it too.
      t = createTestApp(db, {
        clock: createTestClock(new Date()),
        settings: { rateLimits: NO_LIMITS, sessionTtlMs: 365 * DAY },
      })
      const env = { ...database.env, ...NO_LIMITS_ENV }
      servers.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])))
    }, 120_000)

    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()))
      await db?.destroy()
      await drop?.()
    })

    /** The i-th request of a burst goes to one process, the next to the other. */
    const at = (index: number) => servers[index % 2] as ServerProcess

    async function customer() {
      const account = await signUp(t)
      return { ...account, userId: account.user._id as string }
    }

    async function activeCustomer(planId: string) {
      const account = await customer()
      const res = await t.request('POST', `/subscription/${planId}`, {
        token: account.token,
        body: cardPayment(),
      })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      return { ...account, subscriptionId: res.body.data._id as string }
    }

    /** A customer whose subscription waits for a Pix already checked once (still unpaid). */
    async function pixPendingCustomer(planId: string) {
      const account = await customer()
      const res = await t.request('POST', `/subscription/${planId}/pix`, { token: account.token })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      const pixId = res.body.data.pix.pixId as string
      const checked = await t.request('POST', '/subscription/pix/status', {
        token: account.token,
        body: { pixId },
      })
      expect(checked.body.data.status).toBe('pending')
      return { ...account, pixId }
    }

    const quote = async (token: string, subscriptionId: string, planId: string) => {
      const res = await call(at(0), 'GET', `/subscription/${subscriptionId}/change/${planId}`, {
        token,
      })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      return res.body.data.amount as number
    }

    it('A: five upgrades at once charge the card once; the others are told why, in pt-BR', async () => {
      for (const round of range(ROUNDS)) {
        const buyer = await activeCustomer('plano-essencial')
        const before = await sandboxLedger(db, buyer.userId)
        const amount = await quote(buyer.token, buyer.subscriptionId, 'plano-profissional')
        const answers = await Promise.all(
          range(AT_ONCE).map((index) =>
            call(
              at(index),
              'POST',
              `/subscription/${buyer.subscriptionId}/change/plano-profissional`,
              {
                token: buyer.token,
                body: { expectedAmount: amount },
              },
            ),
          ),
        )
        expect(taken(before, await sandboxLedger(db, buyer.userId)), `rodada ${round}`).toBe(1)
        expect(statuses(answers), `rodada ${round}`).toEqual([200, 409, 409, 409, 409])
        for (const answer of answers.filter((res) => res.status === 409)) {
          expect([API_MESSAGES.planChangeSamePlan, API_MESSAGES.checkoutInProgress]).toContain(
            answer.body.message,
          )
        }
      }
    }, 180_000)

    it('A: upgrades to two plans at once charge one of them, once', async () => {
      for (const round of range(ROUNDS)) {
        const buyer = await activeCustomer('plano-essencial')
        const before = await sandboxLedger(db, buyer.userId)
        const targets = ['plano-profissional', 'plano-trimestral']
        const amounts = await Promise.all(
          targets.map((planId) => quote(buyer.token, buyer.subscriptionId, planId)),
        )
        const answers = await Promise.all(
          range(AT_ONCE).map((index) =>
            call(
              at(index),
              'POST',
              `/subscription/${buyer.subscriptionId}/change/${targets[index % 2]}`,
              { token: buyer.token, body: { expectedAmount: amounts[index % 2] } },
            ),
          ),
        )
        expect(taken(before, await sandboxLedger(db, buyer.userId)), `rodada ${round}`).toBe(1)
        expect(statuses(answers), `rodada ${round}`).toEqual([200, 409, 409, 409, 409])
      }
    }, 180_000)

    it("A: five 'Manter plano atual' at once undo the downgrade once, audited once, charging nothing", async () => {
      for (const round of range(ROUNDS)) {
        const buyer = await activeCustomer('plano-profissional')
        const amount = await quote(buyer.token, buyer.subscriptionId, 'plano-essencial')
        const scheduled = await call(
          at(0),
          'POST',
          `/subscription/${buyer.subscriptionId}/change/plano-essencial`,
          { token: buyer.token, body: { expectedAmount: amount } },
        )
        expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200)
        const before = await sandboxLedger(db, buyer.userId)
        const answers = await Promise.all(
          range(AT_ONCE).map((index) =>
            call(at(index), 'DELETE', `/subscription/${buyer.subscriptionId}/change`, {
              token: buyer.token,
            }),
          ),
        )
        expect(statuses(answers), `rodada ${round}`).toEqual([200, 200, 200, 200, 200])
        const messages = answers.map((answer) => answer.body.message).sort()
        expect(messages, `rodada ${round}`).toEqual([
          API_MESSAGES.noScheduledChange,
          API_MESSAGES.noScheduledChange,
          API_MESSAGES.noScheduledChange,
          API_MESSAGES.noScheduledChange,
          API_MESSAGES.scheduledChangeCanceled,
        ])
        expect(taken(before, await sandboxLedger(db, buyer.userId)), `rodada ${round}`).toBe(0)
        const audited = await db
          .selectFrom('audit_events')
          .select('id')
          .where('kind', '=', 'subscription.plan_change_canceled')
          .where('user_id', '=', buyer.userId)
          .execute()
        expect(audited, `rodada ${round}`).toHaveLength(1)
        const waiting = await db
          .selectFrom('payments')
          .select('id')
          .where('subscription_id', '=', buyer.subscriptionId)
          .where('status', '=', 'scheduled')
          .execute()
        expect(waiting, `rodada ${round}`).toHaveLength(0)
      }
    }, 180_000)

    it('B: a pending Pix and "Continuar Pagamento" by card fired together settle the period once', async () => {
      for (const round of range(ROUNDS)) {
        const buyer = await pixPendingCustomer('plano-profissional')
        const before = await sandboxLedger(db, buyer.userId)
        // Card payments, Pix status checks (the second check pays the Pix) and the Pix again.
        const requests: [string, unknown][] = [
          ['/subscription/plano-profissional', cardPayment()],
          ['/subscription/pix/status', { pixId: buyer.pixId }],
          ['/subscription/plano-profissional/pix', undefined],
        ]
        const answers = await Promise.all(
          range(AT_ONCE).map((index) => {
            const [path, body] = requests[index % requests.length] ?? ['', undefined]
            return call(at(index), 'POST', path, { token: buyer.token, body })
          }),
        )
        const after = await sandboxLedger(db, buyer.userId)
        expect(taken(before, after), `rodada ${round}: ${JSON.stringify(answers)}`).toBe(1)
        const paid = await db
          .selectFrom('payments')
          .select('id')
          .where('user_id', '=', buyer.userId)
          .where('status', '=', 'paid')
          .execute()
        expect(paid, `rodada ${round}`).toHaveLength(1)
      }
    }, 180_000)

    it('B: five card payments of one pending subscription charge it once', async () => {
      for (const round of range(ROUNDS)) {
        const buyer = await pixPendingCustomer('plano-essencial')
        const before = await sandboxLedger(db, buyer.userId)
        const answers = await Promise.all(
          range(AT_ONCE).map((index) =>
            call(at(index), 'POST', '/subscription/plano-essencial', {
              token: buyer.token,
              body: cardPayment(),
            }),
          ),
        )
        expect(taken(before, await sandboxLedger(db, buyer.userId)), `rodada ${round}`).toBe(1)
        expect(statuses(answers), `rodada ${round}`).toEqual([200, 409, 409, 409, 409])
        for (const answer of answers.filter((res) => res.status === 409)) {
          expect([API_MESSAGES.alreadySubscribed, API_MESSAGES.checkoutInProgress]).toContain(
            answer.body.message,
          )
        }
      }
    }, 180_000)

    it('C: deleting the account while checkouts run on the other process leaves nothing to bill', async () => {
      const deleted: string[] = []
      const charged = new Map<string, SandboxLedger>()
      for (const round of range(ROUNDS)) {
        const buyer = await customer()
        const before = await sandboxLedger(db, buyer.userId)
        let deletionAnswered = false
        // Checkouts sent back to back on the other process for as long as the deletion runs
        // (and one more), so some start before it ends and some after.
        const checkouts = async () => {
          const answers = []
          for (let last = false; !last; ) {
            last = deletionAnswered
            answers.push(
              await call(at(1), 'POST', '/subscription/plano-essencial', {
                token: buyer.token,
                body: cardPayment(),
              }),
            )
          }
          return answers
        }
        const deletion = call(at(0), 'POST', '/user/delete', {
          token: buyer.token,
          body: { password: buyer.password },
        }).finally(() => {
          deletionAnswered = true
        })
        const [erased] = await Promise.all([deletion, ...range(AT_ONCE - 1).map(checkouts)])
        expect(erased.status, `rodada ${round}: ${JSON.stringify(erased.body)}`).toBe(200)
        expect(taken(before, await sandboxLedger(db, buyer.userId))).toBeLessThanOrEqual(1)
        deleted.push(buyer.userId)
        charged.set(buyer.userId, await sandboxLedger(db, buyer.userId))
      }
      // Nothing of an erased account is left open, nor holds a card to charge.
      const left = await db
        .selectFrom('subscriptions')
        .select(['id', 'status', 'card_token'])
        .where('user_id', 'in', deleted)
        .where((eb) => eb.or([eb('status', '!=', 'canceled'), eb('card_token', 'is not', null)]))
        .execute()
      expect(left).toEqual([])
      // A month later the billing job charges none of them.
      t.clock.advance(40 * DAY)
      await runBilling(t.context)
      for (const userId of deleted) {
        const before = charged.get(userId) as SandboxLedger
        expect(taken(before, await sandboxLedger(db, userId)), userId).toBe(0)
      }
    }, 180_000)

    it('refunds of one payment fired together refund it once; the others are told it already was', async () => {
      const operator = await customer()
      await db
        .updateTable('users')
        .set({ role: 'operator' })
        .where('id', '=', operator.userId)
        .execute()
      for (const round of range(ROUNDS)) {
        const buyer = await activeCustomer('plano-essencial')
        const payment = await db
          .selectFrom('payments')
          .select('id')
          .where('user_id', '=', buyer.userId)
          .executeTakeFirstOrThrow()
        const answers = await Promise.all(
          range(AT_ONCE).map((index) =>
            call(at(index), 'POST', `/admin/payment/${payment.id}/refund`, {
              token: operator.token,
            }),
          ),
        )
        expect((await sandboxLedger(db, buyer.userId)).refundRequests, `rodada ${round}`).toBe(1)
        expect(statuses(answers), `rodada ${round}`).toEqual([200, 409, 409, 409, 409])
        const refused = answers.filter((res) => res.status === 409)
        for (const answer of refused) {
          expect(answer.body.message).toBe(API_MESSAGES.alreadyRefunded)
        }
      }
    }, 180_000)
  },
)
