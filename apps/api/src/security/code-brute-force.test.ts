import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { describe, expect, it } from 'vitest'
import { DEFAULT_RATE_LIMITS, DEFAULT_SETTINGS } from '../settings.ts'
import { createTestApp, lastCode, signUp, type TestApp } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-database.ts'

const db = useTestDatabase()

/** Any 6-character code but the right one, different each time. */
const wrongCodes = (right: string, count: number) =>
  Array.from({ length: count + 1 }, (_, index) => `WRONG${'ABCDEFGHJKLMNPQRSTUVWXYZ'[index]}`)
    .filter((code) => code !== right)
    .slice(0, count)

/** A guess at /auth/validate or /auth/change, from an address of its own each time. */
const guess = (t: TestApp, email: string, code: string, index: number) =>
  t.request('POST', index % 2 === 0 ? '/auth/validate' : '/auth/change', {
    body: { email, code, password: 'senha-do-atacante' },
    ip: `198.51.100.${index + 1}`,
  })

const passwordUnchanged = async (t: TestApp, email: string, password: string) =>
  (await t.request('POST', '/auth/login', { body: { email, password } })).status === 200

describe('recovery code brute force (rate limits at their defaults)', () => {
  it('stops after 5 wrong tries, at either end and from any number of addresses', async () => {
    const t = createTestApp(db())
    const { email, password } = await signUp(t)
    await t.request('POST', '/auth/forgot', { body: { email } })
    const code = await lastCode(t, email)
    const answers: string[] = []
    for (const [index, attempt] of [...wrongCodes(code, 8), code].entries()) {
      answers.push((await guess(t, email, attempt, index)).body.message)
    }
    expect(answers.slice(0, 5)).toEqual(Array(5).fill(API_MESSAGES.codeRefused))
    // After the fifth, nothing is even compared: the right code is refused like the rest (or
    // the per-account limit answers first).
    for (const answer of answers.slice(5))
      expect([API_MESSAGES.codeRefused, API_MESSAGES.tooManyTries]).toContain(answer)
    const [reset] = await db().selectFrom('password_resets').selectAll().execute()
    expect(reset?.foreign_attempts).toBe(DEFAULT_SETTINGS.recoveryCodeMaxAttempts)
    expect(await passwordUnchanged(t, email, password)).toBe(true)
  })

  it('stops after 5 wrong tries even when the guesses arrive all at once', async () => {
    const t = createTestApp(db())
    const { email, password } = await signUp(t)
    await t.request('POST', '/auth/forgot', { body: { email } })
    const code = await lastCode(t, email)
    // Twelve guesses in flight together, the right one among them: however they interleave,
    // no more than five wrong ones may be compared (each comparison counts a try), and the
    // right one must not get through once five wrong ones have been.
    const attempts = wrongCodes(code, 11)
    attempts.splice(6, 0, code)
    const results = await Promise.all(
      attempts.map((attempt, index) => guess(t, email, attempt, index)),
    )
    const [reset] = await db().selectFrom('password_resets').selectAll().execute()
    // Each comparison takes a try first: never more than five tries, however they interleave.
    expect(reset?.foreign_attempts).toBeLessThanOrEqual(DEFAULT_SETTINGS.recoveryCodeMaxAttempts)
    for (const res of results) expect([200, 400, 429]).toContain(res.status)
    // Every guess got an answer: refused, or too many tries.
    for (const res of results.filter((r) => r.status !== 200)) {
      expect([API_MESSAGES.codeRefused, API_MESSAGES.tooManyTries]).toContain(res.body.message)
    }
    expect(await passwordUnchanged(t, email, password)).toBe(true)
  })

  it('gives an attacker about one chance in 35 million per account per minute', () => {
    const codeSpace = 32 ** 6
    // A fresh code voids the last; codes per minute are capped by the forgot limit. Each code
    // takes five wrong tries from the device that asked for it and five from everyone else.
    const guessesPerMinute =
      DEFAULT_RATE_LIMITS.forgot.perAccount * DEFAULT_SETTINGS.recoveryCodeMaxAttempts * 2
    expect(guessesPerMinute / codeSpace).toBeLessThan(1 / 35_000_000)
  })

  it("five wrong guesses from elsewhere leave the owner's live code usable on the owner's device", async () => {
    const t = createTestApp(db())
    const { email } = await signUp(t)
    const asked = await t.request('POST', '/auth/forgot', { body: { email } })
    const code = await lastCode(t, email)
    for (const [index, attempt] of wrongCodes(code, 6).entries()) {
      const res = await guess(t, email, attempt, index)
      expect([API_MESSAGES.codeRefused, API_MESSAGES.tooManyTries]).toContain(res.body.message)
    }
    // The attacker's own try with the right code (were it found) is refused by now...
    const stranger = await t.request('POST', '/auth/validate', {
      body: { email, code },
      ip: '198.51.100.200',
    })
    expect(stranger.status).not.toBe(200)
    // ...but the browser that asked for the code still gets in with it.
    const owner = await t.request('POST', '/auth/change', {
      body: { email, code, password: 'nova-senha-do-dono' },
      device: asked.device,
      ip: '203.0.113.44',
    })
    expect(owner.status).toBe(200)
  })

  it('counts a right code at /auth/validate as no try: validate, then change, still works', async () => {
    const t = createTestApp(db())
    const { email } = await signUp(t)
    await t.request('POST', '/auth/forgot', { body: { email } })
    const code = await lastCode(t, email)
    for (const attempt of wrongCodes(code, 4)) {
      expect((await guess(t, email, attempt, 0)).body.message).toBe(API_MESSAGES.codeRefused)
    }
    expect((await t.request('POST', '/auth/validate', { body: { email, code } })).status).toBe(200)
    const changed = await t.request('POST', '/auth/change', {
      body: { email, code, password: 'nova-senha' },
    })
    expect(changed.status).toBe(200)
  })
})
