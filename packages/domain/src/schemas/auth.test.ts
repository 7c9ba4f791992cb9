import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ADDRESS_REQUIRED_ALERT } from './address.ts'
import {
  authResponseSchema,
  CODE_MESSAGE,
  changePasswordFormSchema,
  changePasswordRequestSchema,
  forgotPasswordSchema,
  LOGIN_REQUIRED_MESSAGE,
  loginSchema,
  PASSWORD_MISMATCH_MESSAGE,
  registerRequestSchema,
  registrationFormSchema,
  TERMS_REQUIRED_ALERT,
  toChangePasswordRequest,
  toRegisterRequest,
  validateCodeSchema,
  validateTokenRequestSchema,
  validateTokenResponseSchema,
} from './auth.ts'

/** Messages of a failed parse, or [] when it passes. */
function messages(schema: v.GenericSchema, input: unknown): string[] {
  const result = v.safeParse(schema, input)
  return result.success ? [] : result.issues.map((issue) => issue.message)
}

const form = {
  name: ' Maria da Silva ',
  email: ' Maria@Exemplo.com ',
  document: '529.982.247-25',
  phone: '(11)98765-4321',
  birthdate: '1990-05-20',
  gender: 'female',
  zipCode: '01310-100',
  state: 'sp',
  city: 'São Paulo',
  neighborhood: 'Bela Vista',
  address: 'Avenida Paulista',
  addressNumber: '1000',
  complement: '',
  password: 'segredo1',
  confirmPassword: 'segredo1',
  acceptedTerms: true,
}

const user = {
  _id: 'u1',
  name: 'Maria da Silva',
  email: 'maria@exemplo.com',
  phone: '11987654321',
  document: '52998224725',
  birthdate: '1990-05-20',
  gender: 'female',
  zipCode: '01310100',
  state: 'SP',
  city: 'São Paulo',
  neighborhood: 'Bela Vista',
  address: 'Avenida Paulista',
  addressNumber: '1000',
  acceptedTerms: true,
  termsAcceptedAt: '2025-01-10T12:00:00.000Z',
  createdAt: '2025-01-10T12:00:00.000Z',
}

describe('login (spec 5: email and password non-blank)', () => {
  it.each([
    ['blank email', { email: '   ', password: 'x' }],
    ['blank password', { email: 'a@b.com', password: '  ' }],
    ['missing email', { password: 'x' }],
    ['missing password', { email: 'a@b.com' }],
  ])("refuses a %s with 'Campos obrigatórios: Preencha email e senha'", (_, input) => {
    expect(messages(loginSchema, input)).toEqual([LOGIN_REQUIRED_MESSAGE])
  })

  it('gives the same message when both keys are missing', () => {
    expect(messages(loginSchema, {})).toEqual([LOGIN_REQUIRED_MESSAGE, LOGIN_REQUIRED_MESSAGE])
  })

  it('trims and lowercases the email, defaults rememberMe to false', () => {
    expect(v.parse(loginSchema, { email: ' A@B.COM ', password: ' p ' })).toEqual({
      email: 'a@b.com',
      password: ' p ',
      rememberMe: false,
    })
  })

  it('keeps the remember-me flag', () => {
    expect(
      v.parse(loginSchema, { email: 'a@b.com', password: 'p', rememberMe: true }).rememberMe,
    ).toBe(true)
  })

  it('names the message verbatim', () => {
    expect(LOGIN_REQUIRED_MESSAGE).toBe('Campos obrigatórios: Preencha email e senha')
  })
})

describe('registration form (spec 5)', () => {
  it('says when the CEP is of another state than the one chosen (issue 29)', () => {
    const result = v.safeParse(registrationFormSchema, {
      ...form,
      zipCode: '01310-100',
      state: 'SC',
    })
    if (result.success) throw new Error('the form passed')
    expect(v.flatten(result.issues).nested?.state).toEqual([
      'O CEP informado é de São Paulo (SP). Confira o CEP ou escolha o estado SP.',
    ])
  })

  it('accepts a complete form and outputs stored forms', () => {
    const output = v.parse(registrationFormSchema, form)
    expect(output).toMatchObject({
      name: 'Maria da Silva',
      email: 'maria@exemplo.com',
      document: '52998224725',
      phone: '11987654321',
      zipCode: '01310100',
      state: 'SP',
      gender: 'female',
      acceptedTerms: true,
    })
    expect(output.complement).toBeUndefined()
  })

  it('defaults gender to male', () => {
    const { gender: _, ...rest } = form
    expect(v.parse(registrationFormSchema, rest).gender).toBe('male')
  })

  it('accepts a CNPJ, numeric or alphanumeric, as the document', () => {
    for (const document of ['11.222.333/0001-81', '12.ABC.345/01DE-35']) {
      expect(messages(registrationFormSchema, { ...form, document })).toEqual([])
    }
  })

  it.each([
    ['name', 'Nome é obrigatório'],
    ['email', 'Email é obrigatório'],
    ['document', 'CPF ou CNPJ é obrigatório'],
    ['phone', 'Telefone é obrigatório'],
    ['birthdate', 'Data de nascimento é obrigatória'],
    ['zipCode', ADDRESS_REQUIRED_ALERT.description],
    ['state', ADDRESS_REQUIRED_ALERT.description],
    ['city', ADDRESS_REQUIRED_ALERT.description],
    ['neighborhood', ADDRESS_REQUIRED_ALERT.description],
    ['address', ADDRESS_REQUIRED_ALERT.description],
    ['addressNumber', ADDRESS_REQUIRED_ALERT.description],
  ])('requires %s: %s', (field, message) => {
    expect(messages(registrationFormSchema, { ...form, [field]: ' ' })).toEqual([message])
    expect(messages(registrationFormSchema, { ...form, [field]: undefined })).toEqual([message])
  })

  it('names every missing field when the form arrives empty', () => {
    expect(messages(registrationFormSchema, {})).toEqual([
      'Nome é obrigatório',
      'Email é obrigatório',
      'Telefone é obrigatório',
      'CPF ou CNPJ é obrigatório',
      'Data de nascimento é obrigatória',
      ...Array.from({ length: 6 }, () => ADDRESS_REQUIRED_ALERT.description),
      'Digite uma senha',
      TERMS_REQUIRED_ALERT.description,
    ])
  })

  it('keeps the complement optional', () => {
    const { complement: _, ...rest } = form
    expect(messages(registrationFormSchema, rest)).toEqual([])
    expect(v.parse(registrationFormSchema, { ...form, complement: ' Sala 1 ' }).complement).toBe(
      'Sala 1',
    )
  })

  it.each([
    ['document', '529.982.247-26', 'CPF ou CNPJ inválido'],
    ['document', '111.111.111-11', 'CPF ou CNPJ inválido'],
    ['document', '11.222.333/0001-80', 'CPF ou CNPJ inválido'],
    ['phone', '(11)9876-543', 'Telefone inválido'],
    ['phone', '(11)98765-43210', 'Telefone inválido'],
    ['email', 'maria@', 'Email inválido'],
    ['zipCode', '01310-10', 'Digite um CEP válido com 8 dígitos'],
    ['state', 'XX', 'Estado inválido'],
    ['birthdate', '20/05/1990', 'Data de nascimento inválida'],
  ])('refuses %s %s with %s', (field, value, message) => {
    expect(messages(registrationFormSchema, { ...form, [field]: value })).toEqual([message])
  })

  it("refuses different passwords with 'As senhas não coincidem' on the confirmation", () => {
    const result = v.safeParse(registrationFormSchema, { ...form, confirmPassword: 'outra123' })
    expect(result.success).toBe(false)
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['confirmPassword', PASSWORD_MISMATCH_MESSAGE],
    ])
    expect(PASSWORD_MISMATCH_MESSAGE).toBe('As senhas não coincidem')
  })

  it.each([
    ['', 'Digite uma senha'],
    ['12345', 'A senha deve ter pelo menos 6 caracteres'],
    ['x'.repeat(129), 'A senha deve ter no máximo 128 caracteres'],
  ])('refuses password %j with %s', (password, message) => {
    expect(
      messages(registrationFormSchema, { ...form, password, confirmPassword: password }),
    ).toEqual([message])
  })

  it("refuses unchecked terms with 'Você deve aceitar os termos de uso para continuar'", () => {
    expect(messages(registrationFormSchema, { ...form, acceptedTerms: false })).toEqual([
      TERMS_REQUIRED_ALERT.description,
    ])
    expect(TERMS_REQUIRED_ALERT).toEqual({
      title: 'Aceite dos termos obrigatório',
      description: 'Você deve aceitar os termos de uso para continuar',
    })
  })

  it('names the address alert verbatim', () => {
    expect(ADDRESS_REQUIRED_ALERT).toEqual({
      title: 'Endereço obrigatório',
      description: 'Todos os campos de endereço são obrigatórios para a cobrança',
    })
  })

  it('builds the request without the confirmation, stamped with termsAcceptedAt', () => {
    const request = toRegisterRequest(
      v.parse(registrationFormSchema, form),
      '2025-01-10T12:00:00.000Z',
    )
    expect(request).not.toHaveProperty('confirmPassword')
    expect(request.termsAcceptedAt).toBe('2025-01-10T12:00:00.000Z')
    expect(v.parse(registerRequestSchema, request)).toEqual(request)
  })
})

describe('registration request (POST /auth/register)', () => {
  const { confirmPassword: _, ...request } = form

  it('accepts the fields without termsAcceptedAt (the server defaults it to now)', () => {
    expect(v.parse(registerRequestSchema, request).termsAcceptedAt).toBeUndefined()
  })

  it('refuses a termsAcceptedAt that is not ISO', () => {
    expect(messages(registerRequestSchema, { ...request, termsAcceptedAt: 'ontem' })).toEqual([
      'Data inválida',
    ])
  })

  it('ignores a stray confirmation field', () => {
    expect(v.parse(registerRequestSchema, { ...request, confirmPassword: 'x' })).not.toHaveProperty(
      'confirmPassword',
    )
  })
})

describe('auth answers and recovery', () => {
  it('parses {token, user}', () => {
    expect(v.parse(authResponseSchema, { token: 't', user }).user.name).toBe('Maria da Silva')
  })

  it('forgot password needs a non-blank email', () => {
    expect(messages(forgotPasswordSchema, { email: ' ' })).toEqual(['Email é obrigatório'])
    expect(v.parse(forgotPasswordSchema, { email: 'A@B.com ' })).toEqual({ email: 'a@b.com' })
  })

  it.each([
    ['ab12cd', 'AB12CD'],
    [' a-b 1.2c d ', 'AB12CD'],
  ])('validate normalises code %j to %s', (code, expected) => {
    expect(v.parse(validateCodeSchema, { email: 'a@b.com', code }).code).toBe(expected)
  })

  it.each(['ABC12', '', '!!!!!!', undefined])('validate refuses code %j', (code) => {
    expect(messages(validateCodeSchema, { email: 'a@b.com', code })).toEqual([CODE_MESSAGE])
  })

  it('refuses a code longer than 6 characters (the boxes cut it, the API does not)', () => {
    expect(messages(validateCodeSchema, { email: 'a@b.com', code: 'ABC1234' })).toEqual([
      CODE_MESSAGE,
    ])
  })

  const change = { email: 'a@b.com', code: 'abc123', password: 'nova123' }

  it('change password request', () => {
    expect(v.parse(changePasswordRequestSchema, change)).toEqual({ ...change, code: 'ABC123' })
    expect(messages(changePasswordRequestSchema, { ...change, password: '12345' })).toEqual([
      'A nova senha deve ter pelo menos 6 caracteres',
    ])
    expect(messages(changePasswordRequestSchema, { ...change, password: '' })).toEqual([
      'Digite sua nova senha',
    ])
  })

  it('change password form checks the confirmation and drops it for the request', () => {
    expect(messages(changePasswordFormSchema, { ...change, confirmPassword: 'outra12' })).toEqual([
      PASSWORD_MISMATCH_MESSAGE,
    ])
    const output = v.parse(changePasswordFormSchema, { ...change, confirmPassword: 'nova123' })
    expect(toChangePasswordRequest(output)).toEqual({ ...change, code: 'ABC123' })
  })

  it('validate-token request and answer', () => {
    expect(messages(validateTokenRequestSchema, { token: '' })).toEqual([
      'Token de autenticação não encontrado',
    ])
    expect(v.parse(validateTokenResponseSchema, { valid: false })).toEqual({ valid: false })
    expect(v.parse(validateTokenResponseSchema, { valid: true, user }).user?._id).toBe('u1')
  })
})
