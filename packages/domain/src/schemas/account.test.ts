import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  confirmEmailChangeSchema,
  needsCurrentPassword,
  PROFILE_MESSAGES,
  profileUpdateResponseSchema,
  profileUpdateSchema,
  SECURITY_MESSAGES,
  updatePasswordSchema,
} from './account.ts'

function messages(schema: v.GenericSchema, input: unknown): string[] {
  const result = v.safeParse(schema, input)
  return result.success ? [] : result.issues.map((issue) => issue.message)
}

describe('security tab (PATCH /user/password)', () => {
  const valid = { password: 'atual1', newPassword: 'nova12', confirmNewPassword: 'nova12' }

  it('names its four messages verbatim', () => {
    expect(SECURITY_MESSAGES).toEqual({
      current: 'Digite sua senha atual',
      newRequired: 'Digite sua nova senha',
      newTooShort: 'A nova senha deve ter pelo menos 6 caracteres',
      mismatch: 'As senhas não coincidem',
    })
  })

  it.each([
    ['no current password', { password: '' }, 'Digite sua senha atual'],
    ['a missing current password', { password: undefined }, 'Digite sua senha atual'],
    ['no new password', { newPassword: '', confirmNewPassword: '' }, 'Digite sua nova senha'],
    [
      'a 5-character new password',
      { newPassword: '12345', confirmNewPassword: '12345' },
      'A nova senha deve ter pelo menos 6 caracteres',
    ],
    ['a different confirmation', { confirmNewPassword: 'nova13' }, 'As senhas não coincidem'],
    ['a blank confirmation', { confirmNewPassword: '' }, 'As senhas não coincidem'],
  ])('refuses %s', (_, override, message) => {
    expect(messages(updatePasswordSchema, { ...valid, ...override })).toEqual([message])
  })

  it('gives each field its own message when keys are missing altogether', () => {
    expect(messages(updatePasswordSchema, {})).toEqual([
      'Digite sua senha atual',
      'Digite sua nova senha',
    ])
  })

  it('accepts a new password of exactly 6 characters (the minimum)', () => {
    expect(v.parse(updatePasswordSchema, valid)).toEqual(valid)
  })
})

describe('profile save (PATCH /user)', () => {
  const profile = {
    name: '  Maria  ',
    email: ' maria@exemplo.com ',
    document: '529.982.247-25',
    phone: '(11)98765-4321',
  }

  it('names the required messages verbatim', () => {
    expect(PROFILE_MESSAGES).toEqual({
      name: 'Nome é obrigatório',
      email: 'Email é obrigatório',
      document: 'CPF é obrigatório',
      phone: 'Telefone é obrigatório',
      currentPassword: 'Digite sua senha atual para trocar o e-mail',
    })
  })

  it.each([
    ['the same e-mail', 'maria@exemplo.com', false],
    ['the same e-mail in other case, with spaces', ' Maria@Exemplo.COM ', false],
    ['another e-mail', 'maria.nova@exemplo.com', true],
  ])('asks for the current password for %s', (_, email, asked) => {
    expect(needsCurrentPassword('maria@exemplo.com', { email })).toBe(asked)
  })

  it('passes the current password through untrimmed, and asks for a confirmation token', () => {
    const parsed = v.parse(profileUpdateSchema, { ...profile, currentPassword: ' s3nha ' })
    expect(parsed.currentPassword).toBe(' s3nha ')
    expect(messages(confirmEmailChangeSchema, { token: ' ' })).toEqual([
      'Link de confirmação incompleto. Abra o link do e-mail outra vez.',
    ])
  })

  it.each([
    ['name', 'Nome é obrigatório'],
    ['email', 'Email é obrigatório'],
    ['document', 'CPF é obrigatório'],
    ['phone', 'Telefone é obrigatório'],
  ])('requires %s', (field, message) => {
    expect(messages(profileUpdateSchema, { ...profile, [field]: '   ' })).toEqual([message])
  })

  it.each([
    ['document', '123.456.789-00', 'CPF ou CNPJ inválido'],
    ['phone', '1234', 'Telefone inválido'],
    ['email', 'maria', 'Email inválido'],
    ['zipCode', '123', 'Digite um CEP válido com 8 dígitos'],
    ['state', 'ZZ', 'Estado inválido'],
    ['birthdate', '1990-02-30', 'Data de nascimento inválida'],
    ['gender', 'other', 'Selecione o gênero'],
  ])('checks %s validity', (field, value, message) => {
    expect(messages(profileUpdateSchema, { ...profile, [field]: value })).toEqual([message])
  })

  it('trims text and omits empty optional fields', () => {
    const output = v.parse(profileUpdateSchema, {
      ...profile,
      city: '  Campinas ',
      neighborhood: '   ',
      complement: '',
      zipCode: '13010-100',
      state: 'sp',
    })
    expect(output).toEqual({
      name: 'Maria',
      email: 'maria@exemplo.com',
      document: '52998224725',
      phone: '11987654321',
      city: 'Campinas',
      zipCode: '13010100',
      state: 'SP',
    })
    expect(Object.keys(output)).not.toContain('neighborhood')
    expect(Object.keys(output)).not.toContain('complement')
  })

  it('reads the updated user from the answer, when present', () => {
    expect(v.parse(profileUpdateResponseSchema, {})).toEqual({})
  })
})
