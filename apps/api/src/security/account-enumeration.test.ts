import {
  API_MESSAGES,
  refusedMessage,
  SANDBOX_REFUSAL_REASONS,
} from '@atendimento/domain/contract/messages'
import type { KyselyPlugin } from 'kysely'
import { describe, expect, it } from 'vitest'
import type { Db } from '../db/database.ts'
import { DEFAULT_RATE_LIMITS } from '../settings.ts'
import {
  cardPayment,
  createTestApp,
  lastCode,
  mailsTo,
  registration,
  settle,
  signUp,
} from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-database.ts'

const db = useTestDatabase()

/**
 * The app on a database handle that writes down the SQL of every statement it runs (with
 * placeholders, not values): two requests that run the same statements take the same time, up
 * to the values, so an attacker timing them learns nothing. A count of statements is a test
 * that cannot flake on a busy machine, unlike a stopwatch.
 */
function recordingApp() {
  const statements: string[] = []
  let base: Db | undefined
  const recorder: KyselyPlugin = {
    transformQuery({ node, queryId }) {
      if (base) statements.push(base.getExecutor().compileQuery(node, queryId).sql)
      return node
    },
    transformResult: async ({ result }) => result,
  }
  base = db()
  const t = createTestApp(base.withPlugin(recorder))
  /** The statements a request ran before its answer, and the answer. */
  async function sent(...args: Parameters<typeof t.request>) {
    const before = statements.length
    const res = await t.request(...args)
    return { res, statements: statements.slice(before) }
  }
  return { t, sent }
}

describe('no account enumeration', () => {
  it('register: a taken e-mail or document gets the answer a new one gets, and the same work', async () => {
    const { t, sent } = recordingApp()
    const owner = await signUp(t)
    const fresh = await sent('POST', '/auth/register', { body: registration(), ip: '198.51.100.1' })
    const sameEmail = await sent('POST', '/auth/register', {
      body: registration({ email: owner.email.toUpperCase() }),
      ip: '198.51.100.2',
    })
    const sameDocument = await sent('POST', '/auth/register', {
      body: registration({ document: owner.user.document, email: 'outra.pessoa@exemplo.com' }),
      ip: '198.51.100.3',
    })
    for (const { res } of [fresh, sameEmail, sameDocument]) {
      expect(res.status).toBe(200)
      expect(res.body).toEqual({ message: API_MESSAGES.registered, data: null })
    }
    expect(sameEmail.statements).toEqual(fresh.statements)
    expect(sameDocument.statements).toEqual(fresh.statements)
    // The owner of the address hears of the attempt; their account is untouched.
    expect((await mailsTo(t, owner.email)).at(-1)?.subject).toBe(
      'Alguém tentou criar uma conta com o seu e-mail',
    )
    expect((await mailsTo(t, 'outra.pessoa@exemplo.com'))[0]?.subject).toBe(
      'Não conseguimos criar sua conta',
    )
    const login = await t.request('POST', '/auth/login', {
      body: { email: owner.email, password: owner.password },
    })
    expect(login.status).toBe(200)
  })

  it('forgot: a known e-mail is answered before anything is looked up, like an unknown one', async () => {
    const { t, sent } = recordingApp()
    const { email } = await signUp(t)
    const known = await sent('POST', '/auth/forgot', { body: { email }, ip: '198.51.100.4' })
    // What the known e-mail set going after its answer is not the next request's work.
    await settle(t)
    const unknown = await sent('POST', '/auth/forgot', {
      body: { email: 'ninguem@exemplo.com' },
      ip: '198.51.100.5',
    })
    expect(known.res.body).toEqual({ message: API_MESSAGES.codeSent, data: null })
    expect(unknown.res.body).toEqual(known.res.body)
    expect(known.statements).toEqual(unknown.statements)
    // The code still goes out, after the answer.
    expect(await lastCode(t, email)).toMatch(/^[0-9A-Z]{6}$/)
  })

  it('validate: a wrong, blocked or absent code and an unknown e-mail read and cost the same', async () => {
    const { t, sent } = recordingApp()
    const { email } = await signUp(t)
    const withoutCode = await signUp(t)
    await t.request('POST', '/auth/forgot', { body: { email } })
    const code = await lastCode(t, email)
    const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA'
    const attempt = (target: string, index: number) =>
      sent('POST', '/auth/validate', {
        body: { email: target, code: wrong },
        ip: `198.51.100.${20 + index}`,
      })
    const known = await attempt(email, 0)
    const unknown = await attempt('ninguem@exemplo.com', 1)
    const noCode = await attempt(withoutCode.email, 2)
    for (let index = 0; index < 4; index++) await attempt(email, 3 + index)
    const blocked = await attempt(email, 9)
    for (const { res } of [known, unknown, noCode, blocked]) {
      expect(res).toMatchObject({ status: 400, body: { message: API_MESSAGES.codeRefused } })
    }
    expect(unknown.statements).toEqual(known.statements)
    expect(noCode.statements).toEqual(known.statements)
    expect(blocked.statements).toEqual(known.statements)
  })

  it('sets termsAcceptedAt itself: a date the client sends is not stored', async () => {
    const t = createTestApp(db())
    for (const claimed of ['2000-01-01T00:00:00.000Z', '2099-01-01T00:00:00.000Z']) {
      const body = registration({ termsAcceptedAt: claimed })
      await t.request('POST', '/auth/register', { body })
      const row = await db()
        .selectFrom('users')
        .select('terms_accepted_at')
        .where('email', '=', body.email)
        .executeTakeFirstOrThrow()
      expect(row.terms_accepted_at.toISOString()).toBe(t.clock.now().toISOString())
    }
  })

  describe('PATCH /user with a CPF/CNPJ in use (issue 26)', () => {
    const profile = (user: { email: string }, document: string) => {
      const { password: _, acceptedTerms: __, ...fields } = registration()
      return { ...fields, email: user.email, document }
    }

    it('is refused in words that name no account, a few times a day per account', async () => {
      const t = createTestApp(db(), { settings: { sessionTtlMs: 30 * 24 * 60 * 60_000 } })
      const owners = await Promise.all([1, 2, 3, 4].map(() => signUp(t)))
      const prober = await signUp(t)
      const answers = []
      // Other accounts' documents, from four addresses: the account's daily limit holds.
      for (const [index, owner] of owners.entries()) {
        answers.push(
          await t.request('PATCH', '/user', {
            token: prober.token,
            body: profile(prober, owner.user.document),
            ip: `198.51.100.${index + 1}`,
          }),
        )
      }
      const limit = DEFAULT_RATE_LIMITS.documentChange.perAccount
      for (const res of answers.slice(0, limit)) {
        expect(res).toMatchObject({
          status: 409,
          body: { message: API_MESSAGES.documentNotAccepted },
        })
        expect(res.body.message).not.toMatch(/cadastrad/i)
      }
      expect(answers[limit]).toMatchObject({
        status: 429,
        body: { message: API_MESSAGES.tooManyTriesToday },
      })
      expect(Number(answers[limit]?.headers.get('retry-after'))).toBeGreaterThan(60)
      // A day later, the account may try again.
      t.clock.advance(24 * 60 * 60_000)
      const later = await t.request('PATCH', '/user', {
        token: prober.token,
        body: profile(prober, owners[0]?.user.document),
      })
      expect(later.status).toBe(409)
    })

    it('is held per address too, across accounts; the same document sent again is not counted', async () => {
      const t = createTestApp(db())
      const owner = await signUp(t)
      const statuses: number[] = []
      for (let index = 0; index <= DEFAULT_RATE_LIMITS.documentChange.perIp; index++) {
        const prober = await signUp(t)
        // Saving the profile with one's own document is no change, and costs nothing.
        const own = await t.request('PATCH', '/user', {
          token: prober.token,
          body: profile(prober, prober.user.document),
          ip: '198.51.100.77',
        })
        expect(own.status).toBe(200)
        const res = await t.request('PATCH', '/user', {
          token: prober.token,
          body: profile(prober, owner.user.document),
          ip: '198.51.100.77',
        })
        statuses.push(res.status)
      }
      expect(statuses.at(-1)).toBe(429)
      expect(statuses.slice(0, -1).every((status) => status === 409)).toBe(true)
    })

    it('audits a document that changes', async () => {
      const t = createTestApp(db())
      const user = await signUp(t)
      const document = registration().document
      const res = await t.request('PATCH', '/user', {
        token: user.token,
        body: profile(user, document),
        ip: '198.51.100.9',
      })
      expect(res.status).toBe(200)
      const events = await db()
        .selectFrom('audit_events')
        .select(['kind', 'ip', 'detail'])
        .where('user_id', '=', user.user._id)
        .where('kind', '=', 'document.changed')
        .execute()
      expect(events).toEqual([
        {
          kind: 'document.changed',
          ip: '198.51.100.9',
          detail: { from: user.user.document, to: res.body.data.user.document },
        },
      ])
    })
  })

  describe('the anonymous checkout (issue 26)', () => {
    it('checks the card before saying anything of the e-mail or the CPF', async () => {
      // The order of the answers is what is tested here, not the limits that slow a prober.
      const t = createTestApp(db(), {
        settings: {
          rateLimits: {
            ...DEFAULT_RATE_LIMITS,
            register: { perIp: 0, perAccount: 0 },
            checkout: { perIp: 0, perAccount: 0, perCard: 0 },
          },
        },
      })
      const owner = await signUp(t)
      const taken = [
        registration({ email: owner.email }),
        registration({ document: owner.user.document }),
      ]
      for (const user of taken) {
        for (const [card, reason] of [
          // Fails the Luhn check; a month gone by.
          [cardPayment('4444 4444 4444 4445'), SANDBOX_REFUSAL_REASONS.invalid],
          [
            cardPayment(undefined, {
              creditCard: { ...cardPayment().creditCard, expiryYear: '2020' },
            }),
            SANDBOX_REFUSAL_REASONS.expired,
          ],
        ] as const) {
          const res = await t.request('POST', '/subscription/plano-essencial/user-data', {
            body: { user, payment: card },
          })
          expect(res).toMatchObject({ status: 402, body: { message: refusedMessage(reason) } })
        }
      }
      // A card that passes: now the clash is answered, naming neither.
      const clash = await t.request('POST', '/subscription/plano-essencial/user-data', {
        body: { user: taken[0], payment: cardPayment() },
      })
      expect(clash).toMatchObject({
        status: 409,
        body: { message: API_MESSAGES.signupNotPossible },
      })
      expect(await db().selectFrom('sandbox_charges').select('ref').execute()).toEqual([])
    })
  })
})
