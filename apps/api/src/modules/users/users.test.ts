import { profileUpdateResponseSchema } from '@atendimento/domain/schemas/account'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { createTestApp, registration, signUp } from '../../testing/test-app.ts'
import { useTestDatabase } from '../../testing/test-database.ts'

const db = useTestDatabase()
const setup = () => createTestApp(db())

const passwordChange = (overrides: Record<string, string> = {}) => ({
  password: 'segredo123',
  newPassword: 'nova-senha',
  confirmNewPassword: 'nova-senha',
  ...overrides,
})

describe('PATCH /api/user/password', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const t = setup()
    const { token, email } = await signUp(t)
    const other = await t.request('POST', '/auth/login', {
      body: { email, password: 'segredo123' },
    })
    const res = await t.request('PATCH', '/user/password', { token, body: passwordChange() })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('Senha alterada com sucesso')
    const valid = async (tok: string) =>
      (await t.request('POST', '/auth/validate-token', { body: { token: tok } })).body.data.valid
    expect(await valid(token)).toBe(true)
    expect(await valid(other.body.data.token)).toBe(false)
    const login = await t.request('POST', '/auth/login', {
      body: { email, password: 'nova-senha' },
    })
    expect(login.status).toBe(200)
  })

  it('refuses a wrong current password with 400 and a pt-BR message', async () => {
    const t = setup()
    const { token } = await signUp(t)
    const res = await t.request('PATCH', '/user/password', {
      token,
      body: passwordChange({ password: 'errada' }),
    })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ message: 'Senha atual incorreta' })
  })

  it.each([
    ['no current password', { password: '' }, 'Digite sua senha atual'],
    [
      'a short new password',
      { newPassword: '123', confirmNewPassword: '123' },
      'A nova senha deve ter pelo menos 6 caracteres',
    ],
    ['a different confirmation', { confirmNewPassword: 'outra-coisa' }, 'As senhas não coincidem'],
  ])('refuses %s with 400', async (_, override, message) => {
    const t = setup()
    const { token } = await signUp(t)
    const res = await t.request('PATCH', '/user/password', {
      token,
      body: passwordChange(override),
    })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ message })
  })

  it('needs a token', async () => {
    const res = await setup().request('PATCH', '/user/password', { body: passwordChange() })
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ message: 'Token de autenticação não encontrado' })
  })
})

describe('PATCH /api/user', () => {
  const profile = (overrides: Record<string, unknown> = {}) => {
    const { password: _, acceptedTerms: __, ...fields } = registration()
    return { ...fields, ...overrides }
  }

  it('updates the profile and answers the user', async () => {
    const t = setup()
    const { token, user } = await signUp(t)
    const res = await t.request('PATCH', '/user', {
      token,
      body: profile({
        name: '  Maria Souza  ',
        email: user.email,
        document: user.document,
        phone: '(21) 3333-4444',
        city: 'Niterói',
        state: 'rj',
        complement: '',
      }),
    })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('Perfil atualizado com sucesso')
    const { user: updated } = v.parse(profileUpdateResponseSchema, res.body.data)
    expect(updated).toMatchObject({
      name: 'Maria Souza',
      phone: '2133334444',
      city: 'Niterói',
      state: 'RJ',
    })
    // A blank optional field is left out, so it does not wipe the stored value.
    expect(updated?.complement).toBe('Sala 42')
  })

  it("refuses another account's document with a 409 that does not say it has an account (e-mail changes: account-takeover.test.ts)", async () => {
    const t = setup()
    const first = await signUp(t)
    const second = await signUp(t)
    const res = await t.request('PATCH', '/user', {
      token: second.token,
      body: profile({ email: second.email, document: first.user.document }),
    })
    expect(res.status).toBe(409)
    expect(res.body).toEqual({
      message:
        'Não foi possível usar este CPF/CNPJ. Confira o número; se ele estiver certo, fale com a nossa equipe.',
    })
  })

  it('drops direction controls from the name and the address (issue 26)', async () => {
    const t = setup()
    const { token, user } = await signUp(t, { name: 'Ana\u202E Souza' })
    expect(user.name).toBe('Ana Souza')
    const res = await t.request('PATCH', '/user', {
      token,
      body: profile({
        document: user.document,
        email: user.email,
        name: 'Maria \u2067da\u2069 Silva',
        city: '\u200FSão Paulo\u200E',
      }),
    })
    expect(res.status).toBe(200)
    const row = await db()
      .selectFrom('users')
      .select(['name', 'city'])
      .where('id', '=', user._id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ name: 'Maria da Silva', city: 'São Paulo' })
  })

  it.each([
    ['no name', { name: ' ' }, 'Nome é obrigatório'],
    ['an invalid document', { document: '123.456.789-00' }, 'CPF ou CNPJ inválido'],
    ['an invalid phone', { phone: '999' }, 'Telefone inválido'],
  ])('refuses %s with 400', async (_, override, message) => {
    const t = setup()
    const { token } = await signUp(t)
    const res = await t.request('PATCH', '/user', { token, body: profile(override) })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ message })
  })

  it('needs a valid token', async () => {
    const res = await setup().request('PATCH', '/user', { token: 'inventado', body: profile() })
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ message: 'Sessão expirada ou inválida. Entre novamente.' })
  })
})
