import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { canSubmitRegistration, registrationAlert } from './registration.ts'
import { registrationFormSchema } from './schemas/auth.ts'
import { makeRegisterRequest } from './testing/user.ts'

const form = (overrides: Record<string, unknown>) => {
  const request = makeRegisterRequest({}, { seed: 11 })
  return { ...request, confirmPassword: request.password, ...overrides }
}

function alertFor(input: Record<string, unknown>) {
  const result = v.safeParse(registrationFormSchema, input)
  return result.success ? null : registrationAlert(result.issues)
}

describe('registration screen', () => {
  it.each([
    [
      'ready',
      { loading: false, password: 'segredo', confirmPassword: 'segredo', acceptedTerms: true },
      true,
    ],
    [
      'loading',
      { loading: true, password: 'segredo', confirmPassword: 'segredo', acceptedTerms: true },
      false,
    ],
    [
      'passwords differ',
      { loading: false, password: 'segredo', confirmPassword: 'segredo2', acceptedTerms: true },
      false,
    ],
    [
      'terms unchecked',
      { loading: false, password: 'segredo', confirmPassword: 'segredo', acceptedTerms: false },
      false,
    ],
  ])('submit when %s: %s', (_, state, expected) => {
    expect(canSubmitRegistration(state)).toBe(expected)
  })

  it.each([
    [
      'a missing address field',
      { city: '' },
      'Endereço obrigatório',
      'Todos os campos de endereço são obrigatórios para a cobrança',
    ],
    [
      'a missing CEP',
      { zipCode: '' },
      'Endereço obrigatório',
      'Todos os campos de endereço são obrigatórios para a cobrança',
    ],
    [
      'an incomplete CEP',
      { zipCode: '0131' },
      'CEP inválido',
      'Digite um CEP válido com 8 dígitos',
    ],
    [
      'terms not accepted',
      { acceptedTerms: false },
      'Aceite dos termos obrigatório',
      'Você deve aceitar os termos de uso para continuar',
    ],
  ])('%s raises the alert %j', (_, overrides, title, description) => {
    expect(alertFor(form(overrides))).toEqual({ title, description })
  })

  it('other problems raise no group alert', () => {
    expect(alertFor(form({ phone: '123' }))).toBeNull()
    expect(alertFor(form({}))).toBeNull()
  })
})
