import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { activationCodeSchema, DEVICE_MESSAGES, renameDeviceSchema } from './device.ts'
import {
  DEVICE_CODE_GRANT,
  deviceAuthorizationRequestSchema,
  OAUTH_FIELD_MESSAGES,
  tokenRequestSchema,
  UNSUPPORTED_GRANT_MESSAGE,
} from './oauth.ts'

const firstMessage = (schema: v.GenericSchema, value: unknown) =>
  v.safeParse(schema, value, { abortPipeEarly: true }).issues?.[0]?.message

const asking = {
  client_id: 'atendimento-desktop',
  device_name: 'Notebook da recepção',
  device_platform: 'windows',
  app_version: '1.4.2',
  device_fingerprint: 'k2Zl0m8H3xq1s9vB7aYt4Q',
}

describe('the device authorization request (RFC 8628 §3.1)', () => {
  it('takes what the app says of the computer', () => {
    expect(v.parse(deviceAuthorizationRequestSchema, asking)).toEqual(asking)
  })

  it.each([
    [{ client_id: '' }, OAUTH_FIELD_MESSAGES.clientId],
    [{ device_name: '   ' }, OAUTH_FIELD_MESSAGES.deviceName],
    [{ device_name: 'x'.repeat(101) }, OAUTH_FIELD_MESSAGES.deviceName],
    [{ device_platform: 'android' }, OAUTH_FIELD_MESSAGES.platform],
    [{ app_version: '1.0 beta' }, 'Versão do aplicativo inválida'],
    [{ device_fingerprint: 'curto' }, OAUTH_FIELD_MESSAGES.fingerprint],
    [{ device_fingerprint: 'a/b+c=d'.repeat(4) }, OAUTH_FIELD_MESSAGES.fingerprint],
  ])('refuses %o: %s', (change, message) => {
    expect(firstMessage(deviceAuthorizationRequestSchema, { ...asking, ...change })).toBe(message)
  })
})

describe('the token request', () => {
  it.each([
    [{ grant_type: DEVICE_CODE_GRANT, client_id: 'c', device_code: 'd' }, true],
    [{ grant_type: 'refresh_token', client_id: 'c', refresh_token: 'r' }, true],
    [{ grant_type: DEVICE_CODE_GRANT, client_id: 'c' }, false],
  ])('%o is valid: %s', (body, valid) => {
    expect(v.safeParse(tokenRequestSchema, body).success).toBe(valid)
  })

  it('names an unknown grant type with its own text', () => {
    expect(firstMessage(tokenRequestSchema, { grant_type: 'password', client_id: 'c' })).toBe(
      UNSUPPORTED_GRANT_MESSAGE,
    )
  })
})

describe('the code typed at /ativar', () => {
  it.each(['bcdf-ghjk', 'BCDFGHJK', ' bcdf ghjk '])('reads %j as BCDFGHJK', (typed) => {
    expect(v.parse(activationCodeSchema, { userCode: typed })).toEqual({ userCode: 'BCDFGHJK' })
  })

  it.each([
    [{}, DEVICE_MESSAGES.userCode],
    [{ userCode: '' }, DEVICE_MESSAGES.userCode],
    [{ userCode: 'ABCD-EFGH' }, DEVICE_MESSAGES.userCodeShape],
  ])('refuses %o: %s', (body, message) => {
    expect(firstMessage(activationCodeSchema, body)).toBe(message)
  })

  it('names a computer with 1 to 60 characters', () => {
    expect(v.parse(renameDeviceSchema, { name: '  Caixa 2 ' })).toEqual({ name: 'Caixa 2' })
    expect(firstMessage(renameDeviceSchema, { name: ' ' })).toBe(DEVICE_MESSAGES.name)
    expect(firstMessage(renameDeviceSchema, { name: 'x'.repeat(61) })).toBe(
      DEVICE_MESSAGES.nameTooLong,
    )
  })
})
