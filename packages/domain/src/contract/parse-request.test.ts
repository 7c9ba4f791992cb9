import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { loginSchema } from '../schemas/auth.ts'
import { MAX_TEXT_LENGTH } from '../schemas/fields.ts'
import { API_MESSAGES } from './messages.ts'
import { checkRequest, issueMessage, parseOr400, unstorableText } from './parse-request.ts'

describe('checkRequest', () => {
  it('answers the parsed value', () => {
    expect(checkRequest(loginSchema, { email: ' A@B.com ', password: 'x' })).toEqual({
      success: true,
      output: expect.objectContaining({ email: 'a@b.com', password: 'x' }),
    })
  })

  it.each([
    [
      'the pt-BR text of the rule broken',
      { email: '', password: '' },
      'Campos obrigatórios: Preencha email e senha',
    ],
    [
      'a NUL character, anywhere',
      { email: 'a@b.com', password: 'x\u0000' },
      API_MESSAGES.invalidCharacter,
    ],
    ['a NUL character in a key', { 'e\u0000': 1 }, API_MESSAGES.invalidCharacter],
    [
      'a text too long to store',
      { email: 'a'.repeat(MAX_TEXT_LENGTH + 1) },
      API_MESSAGES.textTooLong,
    ],
  ])('refuses with %s', (_, input, message) => {
    expect(checkRequest(loginSchema, input)).toEqual({ success: false, message })
  })

  it('names the field when the schema only has an English text', () => {
    const schema = v.object({ payment: v.object({ value: v.number() }) })
    expect(checkRequest(schema, { payment: { value: 'x' } })).toEqual({
      success: false,
      message: 'Campo inválido: payment.value',
    })
    expect(checkRequest(v.number(), 'x')).toEqual({
      success: false,
      message: API_MESSAGES.invalidData,
    })
  })

  it('never answers an English text, whatever comes', () => {
    const schema = v.object({ a: v.string(), b: v.array(v.number()) })
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const checked = checkRequest(schema, value)
        if (!checked.success) expect(checked.message).not.toMatch(/^Invalid /)
      }),
    )
  })
})

describe('parseOr400', () => {
  it('throws what the server builds from the text', () => {
    expect(() => parseOr400(v.number(), 'x', (message) => new RangeError(message))).toThrow(
      new RangeError(API_MESSAGES.invalidData),
    )
    expect(parseOr400(v.number(), 3, () => new Error('nunca'))).toBe(3)
  })
})

it('issueMessage without an issue is the generic text', () => {
  expect(issueMessage(undefined)).toBe(API_MESSAGES.invalidData)
  expect(unstorableText({ a: ['ok', { b: 'ok' }] })).toBeUndefined()
})
