import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { describe, expect, it } from 'vitest'
import { createTestApp, lastCode, mailsTo, outbox, settle, signUp } from '../../testing/test-app.ts'
import { MINUTE } from '../../testing/test-clock.ts'
import { useTestDatabase } from '../../testing/test-database.ts'

const db = useTestDatabase()
// Rate limits stay on at their defaults: no test here comes near them.
const setup = () => createTestApp(db())

/** Any code but this one. */
const wrong = (code: string) => (code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA')

describe('POST /api/auth/forgot', () => {
  it('e-mails a 6-character code, in text and HTML, and stores it nowhere readable', async () => {
    const t = setup()
    const { email } = await signUp(t)
    const res = await t.request('POST', '/auth/forgot', { body: { email } })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ message: API_MESSAGES.codeSent, data: null })
    const code = await lastCode(t, email)
    expect(code).toMatch(/^[0-9A-Z]{6}$/)
    const mail = (await mailsTo(t, email)).at(-1)
    expect(mail?.subject).toBe('Seu código para redefinir a senha')
    expect(mail?.text).toContain('10 minutos')
    expect(mail?.html).toContain(code)
    expect(mail?.html).toContain('<html lang="pt-BR">')
    // The outbox keeps the message without the code; the reset row keeps only a salted hash.
    const [row] = (await outbox(db(), email)).filter((item) => item.subject === mail?.subject)
    expect(row?.text_body).toContain('Seu código: [oculto]')
    expect(JSON.stringify(await outbox(db()))).not.toContain(code)
    const stored = await db().selectFrom('password_resets').selectAll().executeTakeFirstOrThrow()
    expect(stored.code_hash).not.toContain(code)
  })

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const t = setup()
    const res = await t.request('POST', '/auth/forgot', { body: { email: 'ninguem@exemplo.com' } })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ message: API_MESSAGES.codeSent, data: null })
    await settle(t)
    expect(await outbox(db())).toHaveLength(0)
  })

  it('refuses a blank e-mail with 400', async () => {
    const res = await setup().request('POST', '/auth/forgot', { body: { email: '' } })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ message: 'Email é obrigatório' })
  })

  it('voids the previous code when a new one is asked for', async () => {
    const t = setup()
    const { email } = await signUp(t)
    await t.request('POST', '/auth/forgot', { body: { email } })
    const first = await lastCode(t, email)
    await t.request('POST', '/auth/forgot', { body: { email } })
    const second = await lastCode(t, email)
    if (first !== second) {
      const old = await t.request('POST', '/auth/validate', { body: { email, code: first } })
      expect(old.status).toBe(400)
    }
    const fresh = await t.request('POST', '/auth/validate', { body: { email, code: second } })
    expect(fresh.status).toBe(200)
  })
})

describe('POST /api/auth/validate', () => {
  it('accepts the code in any case and does not spend it', async () => {
    const t = setup()
    const { email } = await signUp(t)
    await t.request('POST', '/auth/forgot', { body: { email } })
    const code = await lastCode(t, email)
    const res = await t.request('POST', '/auth/validate', {
      body: { email, code: code.toLowerCase() },
    })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ message: 'Código validado', data: { valid: true } })
    const again = await t.request('POST', '/auth/validate', { body: { email, code } })
    expect(again.status).toBe(200)
  })

  it('refuses a wrong code, and an unknown e-mail alike', async () => {
    const t = setup()
    const { email } = await signUp(t)
    await t.request('POST', '/auth/forgot', { body: { email } })
    const code = await lastCode(t, email)
    const bad = await t.request('POST', '/auth/validate', { body: { email, code: wrong(code) } })
    expect(bad.status).toBe(400)
    expect(bad.body).toEqual({ message: API_MESSAGES.codeRefused })
    const stranger = await t.request('POST', '/auth/validate', {
      body: { email: 'ninguem@exemplo.com', code },
    })
    expect(stranger.body).toEqual({ message: API_MESSAGES.codeRefused })
  })

  it('refuses a code that is not 6 letters or digits with 400', async () => {
    const res = await setup().request('POST', '/auth/validate', {
      body: { email: 'a@exemplo.com', code: '12' },
    })
    expect(res.status).toBe(400)
    expect(res.body.message).toMatch(/6/)
  })

  it('lets a code live 10 minutes', async () => {
    const t = setup()
    const { email } = await signUp(t)
    await t.request('POST', '/auth/forgot', { body: { email } })
    const code = await lastCode(t, email)
    t.clock.advance(10 * MINUTE - 1000)
    expect((await t.request('POST', '/auth/validate', { body: { email, code } })).status).toBe(200)
    t.clock.advance(2000)
    const late = await t.request('POST', '/auth/validate', { body: { email, code } })
    expect(late.status).toBe(400)
    expect(late.body).toEqual({ message: API_MESSAGES.codeRefused })
  })

  it('kills the code at the fifth wrong try, even before the right one', async () => {
    const t = setup()
    const { email } = await signUp(t)
    await t.request('POST', '/auth/forgot', { body: { email } })
    const code = await lastCode(t, email)
    for (let attempt = 1; attempt <= 4; attempt++) {
      const res = await t.request('POST', '/auth/validate', { body: { email, code: wrong(code) } })
      expect(res.body.message).toBe(API_MESSAGES.codeRefused)
    }
    const fifth = await t.request('POST', '/auth/validate', { body: { email, code: wrong(code) } })
    expect(fifth.body).toEqual({ message: API_MESSAGES.codeRefused })
    const right = await t.request('POST', '/auth/validate', { body: { email, code } })
    expect(right.status).toBe(400)
    expect(right.body).toEqual({ message: API_MESSAGES.codeRefused })
  })
})

describe('POST /api/auth/change', () => {
  it('sets the new password, spends the code and ends every session', async () => {
    const t = setup()
    const { email, token } = await signUp(t)
    await t.request('POST', '/auth/forgot', { body: { email } })
    const code = await lastCode(t, email)
    const res = await t.request('POST', '/auth/change', {
      body: { email, code, password: 'nova-senha' },
    })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('Senha alterada com sucesso. Entre com a nova senha.')

    const oldSession = await t.request('POST', '/auth/validate-token', { body: { token } })
    expect(oldSession.body.data.valid).toBe(false)
    const oldPassword = await t.request('POST', '/auth/login', {
      body: { email, password: 'segredo123' },
    })
    expect(oldPassword.status).toBe(401)
    const newPassword = await t.request('POST', '/auth/login', {
      body: { email, password: 'nova-senha' },
    })
    expect(newPassword.status).toBe(200)

    const reuse = await t.request('POST', '/auth/change', {
      body: { email, code, password: 'outra-senha' },
    })
    expect(reuse.status).toBe(400)
    expect(reuse.body).toEqual({ message: API_MESSAGES.codeRefused })
    expect((await mailsTo(t, email)).at(-1)?.subject).toBe('Sua senha foi alterada')
  })

  it('refuses a password shorter than 6 characters', async () => {
    const res = await setup().request('POST', '/auth/change', {
      body: { email: 'a@exemplo.com', code: 'ABC123', password: '123' },
    })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ message: 'A nova senha deve ter pelo menos 6 caracteres' })
  })

  it('refuses an expired code and leaves the password alone', async () => {
    const t = setup()
    const { email, password } = await signUp(t)
    await t.request('POST', '/auth/forgot', { body: { email } })
    const code = await lastCode(t, email)
    t.clock.advance(11 * MINUTE)
    const res = await t.request('POST', '/auth/change', {
      body: { email, code, password: 'nova-senha' },
    })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ message: API_MESSAGES.codeRefused })
    expect((await t.request('POST', '/auth/login', { body: { email, password } })).status).toBe(200)
  })

  it('counts wrong tries at /auth/change too: five kill the code', async () => {
    const t = setup()
    const { email } = await signUp(t)
    await t.request('POST', '/auth/forgot', { body: { email } })
    const code = await lastCode(t, email)
    for (let attempt = 1; attempt <= 3; attempt++) {
      await t.request('POST', '/auth/validate', { body: { email, code: wrong(code) } })
    }
    for (let attempt = 1; attempt <= 2; attempt++) {
      await t.request('POST', '/auth/change', {
        body: { email, code: wrong(code), password: 'nova-senha' },
      })
    }
    const res = await t.request('POST', '/auth/change', {
      body: { email, code, password: 'nova-senha' },
    })
    expect(res.body).toEqual({ message: API_MESSAGES.codeRefused })
  })
})
