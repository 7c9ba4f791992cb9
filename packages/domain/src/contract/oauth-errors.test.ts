import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { asciiDescription, UNSUPPORTED_GRANT_MESSAGE } from '../schemas/oauth.ts'
import { ENDPOINTS, SITE_CALL_NAMES } from './endpoints.ts'
import { API_MESSAGES } from './messages.ts'
import { deviceRefusalFor, oauthErrorFor } from './oauth-errors.ts'

describe('oauthErrorFor (RFC 6749 §5.2, RFC 8628 §3.5)', () => {
  it.each([
    [400, API_MESSAGES.oauthPending, 'authorization_pending'],
    [400, API_MESSAGES.oauthSlowDown, 'slow_down'],
    [400, API_MESSAGES.oauthDenied, 'access_denied'],
    [400, API_MESSAGES.oauthExpired, 'expired_token'],
    [400, API_MESSAGES.oauthBadDeviceCode, 'invalid_grant'],
    [400, API_MESSAGES.oauthRefreshReused, 'invalid_grant'],
    [400, API_MESSAGES.deviceRevoked, 'invalid_grant'],
    [400, API_MESSAGES.oauthUnknownClient, 'invalid_client'],
    [400, UNSUPPORTED_GRANT_MESSAGE, 'unsupported_grant_type'],
    [400, 'Falta o device_code.', 'invalid_request'],
    [413, API_MESSAGES.bodyTooLarge, 'invalid_request'],
    [429, API_MESSAGES.tooManyTries, 'temporarily_unavailable'],
    [503, API_MESSAGES.restarting, 'temporarily_unavailable'],
    [500, API_MESSAGES.internalError, 'server_error'],
  ])('%i %j is %s', (status, message, code) => {
    expect(oauthErrorFor(status, message)).toBe(code)
  })
})

describe('deviceRefusalFor', () => {
  it.each([
    [API_MESSAGES.deviceRevoked, 'device_revoked'],
    [API_MESSAGES.deviceSeatLimit, 'seat_limit'],
    [API_MESSAGES.appBadToken, 'invalid_token'],
    [API_MESSAGES.internalError, undefined],
  ])('%j is %s', (message, reason) => {
    expect(deviceRefusalFor(message)).toBe(reason)
  })
})

describe('asciiDescription', () => {
  it('keeps the pt-BR words without accents', () => {
    expect(asciiDescription('Código do dispositivo inválido ou já usado.')).toBe(
      'Codigo do dispositivo invalido ou ja usado.',
    )
    expect(asciiDescription('recusado no navegador ("Não fui eu")')).toBe(
      "recusado no navegador ('Nao fui eu')",
    )
  })

  it('only ever writes the characters RFC 6749 §5.2 allows', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(asciiDescription(text)).toMatch(/^[\x20\x21\x23-\x5b\x5d-\x7e]*$/)
      }),
    )
  })
})

describe("the desktop app's rows", () => {
  it("are not calls the site makes, and speak the RFCs' form bodies", () => {
    for (const name of [
      'oauthToken',
      'deviceAuthorization',
      'oauthRevoke',
      'getLicence',
    ] as const) {
      expect(SITE_CALL_NAMES).not.toContain(name)
    }
    expect(SITE_CALL_NAMES).toContain('approveActivation')
    expect(ENDPOINTS.oauthToken.format).toBe('oauth')
    expect(ENDPOINTS.oauthMetadata.root).toBe(true)
  })
})
