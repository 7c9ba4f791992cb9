import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  canSubmitRegistration,
  fillBlocker,
  invalidFieldsAlert,
  REQUIRED_REGISTRATION_FIELDS,
  registrationAlert,
  registrationBlockers,
  SUBMIT_BLOCKERS,
} from './registration.ts'
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

  const ready = {
    loading: false,
    password: 'segredo',
    confirmPassword: 'segredo',
    acceptedTerms: true,
  }
  it.each([
    ['ready', ready, []],
    ['loading (the button says so)', { ...ready, loading: true, acceptedTerms: false }, []],
    ['terms unchecked', { ...ready, acceptedTerms: false }, [SUBMIT_BLOCKERS.terms]],
    ['passwords differ', { ...ready, confirmPassword: 'outra' }, [SUBMIT_BLOCKERS.passwords]],
    [
      'both, in reading order',
      { ...ready, confirmPassword: 'outra', acceptedTerms: false },
      [SUBMIT_BLOCKERS.passwords, SUBMIT_BLOCKERS.terms],
    ],
  ])('blockers when %s', (_, state, expected) => {
    expect(registrationBlockers(state)).toEqual(expected)
    // Submit is enabled exactly when nothing but the server wait blocks it.
    if (!state.loading) expect(canSubmitRegistration(state)).toBe(expected.length === 0)
  })

  // Issue 29: with every field empty the hint said only 'marque o aceite...'.
  const filled = {
    name: 'Maria Souza',
    email: 'maria@exemplo.com.br',
    phone: '(11)98765-4321',
    document: '529.982.247-25',
    birthdate: '1990-05-20',
    zipCode: '01310-100',
    state: 'SP',
    city: 'São Paulo',
    neighborhood: 'Bela Vista',
    address: 'Avenida Paulista',
    addressNumber: '1000',
  }
  const empty = Object.fromEntries(REQUIRED_REGISTRATION_FIELDS.map(([field]) => [field, '']))
  it.each<[string, Parameters<typeof registrationBlockers>[0], string[]]>([
    [
      'every field empty',
      { ...empty, loading: false, password: '', confirmPassword: '', acceptedTerms: false },
      [
        'preencha Nome completo, Email, Telefone, CPF ou CNPJ, Data de nascimento, CEP, Estado, Cidade, Bairro, Endereço, Número e Senha',
        SUBMIT_BLOCKERS.terms,
      ],
    ],
    [
      'only the address number and the terms left',
      { ...filled, ...ready, addressNumber: '  ', acceptedTerms: false },
      ['preencha Número', SUBMIT_BLOCKERS.terms],
    ],
    [
      'two fields, a differing confirmation and the terms',
      { ...filled, ...ready, email: '', city: '', confirmPassword: 'outra', acceptedTerms: false },
      ['preencha Email e Cidade', SUBMIT_BLOCKERS.passwords, SUBMIT_BLOCKERS.terms],
    ],
    ['everything there', { ...filled, ...ready }, []],
    ['loading', { ...empty, ...ready, loading: true }, []],
  ])('the hint lists everything still missing: %s', (_, state, expected) => {
    expect(registrationBlockers(state)).toEqual(expected)
  })

  it.each([
    [['Email'], 'preencha Email'],
    [['Email', 'Cidade'], 'preencha Email e Cidade'],
    [['Nome completo', 'Email', 'Número'], 'preencha Nome completo, Email e Número'],
  ])('fillBlocker(%j) is %s', (labels, text) => {
    expect(fillBlocker(labels)).toBe(text)
  })

  it.each([
    [1, '1 campo precisa de correção.'],
    [3, '3 campos precisam de correção.'],
  ])('the summary of %i invalid fields', (count, description) => {
    expect(invalidFieldsAlert(count)).toEqual({
      title: 'Confira os campos destacados',
      description,
    })
  })
})
