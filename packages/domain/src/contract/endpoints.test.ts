import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  ENDPOINT_NAMES,
  ENDPOINTS,
  type Endpoint,
  endpointPath,
  errorsOf,
  matchEndpoint,
  messageMatches,
  openApiPath,
  pathParamNames,
  SITE_CALL_NAMES,
} from './endpoints.ts'
import { API_MESSAGES, refusedMessage } from './messages.ts'

describe('the contract table', () => {
  // Spec section 7, as the spec writes it (the CEP row is a public service, not our API). The spec
  // calls the plan's id of POST /subscription/{planId} by that name; OpenAPI wants one name per
  // template, so it is {id} there as in GET and DELETE, and the URL is the same.
  it.each([
    ['register', 'POST /auth/register'],
    ['login', 'POST /auth/login'],
    ['forgotPassword', 'POST /auth/forgot'],
    ['validateCode', 'POST /auth/validate'],
    ['changePassword', 'POST /auth/change'],
    ['validateToken', 'POST /auth/validate-token'],
    ['logout', 'POST /auth/logout'],
    ['updatePassword', 'PATCH /user/password'],
    ['updateProfile', 'PATCH /user'],
    ['createSubscription', 'POST /subscription/{id}'],
    ['subscribeWithSignup', 'POST /subscription/{planId}/user-data'],
    ['pixStatus', 'POST /subscription/pix/status'],
    ['listSubscriptions', 'GET /subscription'],
    ['getSubscription', 'GET /subscription/{id}'],
    ['cancelSubscription', 'DELETE /subscription/{id}'],
    ['reactivateSubscription', 'PUT /subscription/{id}/activate'],
    ['listPlans', 'GET /plan'],
    ['getPlan', 'GET /plan/{id}'],
    ['listUserPayments', 'GET /recurrence/user'],
    ['listSubscriptionPayments', 'GET /recurrence/subscription/{id}'],
    ['paymentStatus', 'GET /recurrence/status/{id}'],
  ] as const)('has the spec row %s: %s', (name, row) => {
    const endpoint: Endpoint = ENDPOINTS[name]
    expect(`${endpoint.method} ${openApiPath(endpoint.path)}`).toBe(row)
  })

  it('also has the e-mail confirmation, the webhook, the probes and the API description', () => {
    expect(ENDPOINTS.confirmEmailChange.path).toBe('/user/email/confirm')
    expect(ENDPOINTS.asaasWebhook.auth).toBe('webhook')
    expect([ENDPOINTS.health.path, ENDPOINTS.ready.path, ENDPOINTS.metrics.path]).toEqual([
      '/health',
      '/ready',
      '/metrics',
    ])
    expect(ENDPOINTS.metrics.auth).toBe('metrics')
    expect(ENDPOINTS.openApiDocument.path).toBe('/openapi.json')
    expect(ENDPOINTS.apiReference.path).toBe('/docs')
  })

  it.each(ENDPOINT_NAMES.map((name) => [name]))(
    '%s has one method and path, a pt-BR summary and an answer',
    (name) => {
      const endpoint: Endpoint = ENDPOINTS[name]
      const same = ENDPOINT_NAMES.filter(
        (other) =>
          ENDPOINTS[other].method === endpoint.method && ENDPOINTS[other].path === endpoint.path,
      )
      expect(same).toEqual([name])
      expect(endpoint.summary).toMatch(/^[A-ZÀ-Ú]/)
      expect(Boolean(endpoint.data) !== Boolean(endpoint.file)).toBe(true)
      // Every path parameter has a schema, and every schema field is a path parameter.
      const declared = endpoint.params
        ? Object.keys((endpoint.params as v.ObjectSchema<v.ObjectEntries, undefined>).entries)
        : []
      expect(declared).toEqual(pathParamNames(endpoint.path))
    },
  )

  it('sends the token on the account, subscription and payment calls only', () => {
    const bearer = ENDPOINT_NAMES.filter((name) => ENDPOINTS[name].auth === 'bearer')
    expect(bearer.map((name) => ENDPOINTS[name].path.split('/')[1])).toEqual(
      bearer.map(() => expect.stringMatching(/^(user|subscription|recurrence)$/)),
    )
    expect(ENDPOINTS.subscribeWithSignup.auth).toBe('none')
    expect(ENDPOINTS.listPlans.auth).toBe('optional')
  })

  it('names the calls the site makes: no webhook, probe, description of the API or unsubscribe', () => {
    expect(SITE_CALL_NAMES).toContain('confirmEmailChange')
    expect(SITE_CALL_NAMES).toContain('listPlans')
    const others = [
      'asaasWebhook',
      'health',
      'ready',
      'metrics',
      'openApiDocument',
      'unsubscribeNotifications',
    ] as const
    for (const name of others) {
      expect(SITE_CALL_NAMES).not.toContain(name)
    }
  })

  it('validates ?activeOnly=true on the plan list', () => {
    expect(v.parse(ENDPOINTS.listPlans.query, { activeOnly: 'true' })).toEqual({
      activeOnly: 'true',
    })
  })
})

describe('errorsOf', () => {
  it('adds the failures every endpoint shares to its own', () => {
    const errors = errorsOf(ENDPOINTS.cancelSubscription)
    expect(errors[404]).toEqual([API_MESSAGES.subscriptionNotFound])
    expect(errors[401]).toEqual([API_MESSAGES.noToken, API_MESSAGES.badToken])
    expect(errors[400]).toContain(API_MESSAGES.invalidData)
    expect(errors[400]).not.toContain(API_MESSAGES.malformedJson)
    expect(errors[413]).toBeUndefined()
    expect(errors[503]).toContain(API_MESSAGES.restarting)
  })

  it('adds the body and rate-limit failures where they apply', () => {
    const errors = errorsOf(ENDPOINTS.login)
    expect(errors[400]).toContain(API_MESSAGES.malformedJson)
    expect(errors[413]).toEqual([API_MESSAGES.bodyTooLarge])
    expect(errors[429]).toEqual([API_MESSAGES.tooManyTries])
    expect(errors[401]).toEqual([API_MESSAGES.badCredentials])
    expect(errors[503]).toEqual([
      API_MESSAGES.clientGone,
      API_MESSAGES.restarting,
      API_MESSAGES.databaseUnavailable,
    ])
  })

  it('gives a call without input no 400', () => {
    expect(errorsOf(ENDPOINTS.listSubscriptions)[400]).toBeUndefined()
  })
})

describe('messageMatches', () => {
  it.each([
    [API_MESSAGES.planNotFound, 'Plano não encontrado', true],
    [API_MESSAGES.planNotFound, 'Plano não encontrado!', false],
    [refusedMessage('{motivo}'), 'Pagamento recusado: Cartão expirado.', true],
    [refusedMessage('{motivo}'), 'Pagamento recusado: ', false],
    ['Preço (R$ 1.00)?', 'Preço (R$ 1.00)?', true],
    ['Preço (R$ 1.00)?', 'Preço (R$ 1x00)', false],
  ])('%j matches %j: %s', (listed, actual, expected) => {
    expect(messageMatches(listed, actual)).toBe(expected)
  })
})

describe('paths', () => {
  it('fills and encodes path parameters', () => {
    expect(endpointPath('/subscription/:planId/user-data', { planId: 'plano 1' })).toBe(
      '/subscription/plano%201/user-data',
    )
    expect(endpointPath('/plan')).toBe('/plan')
    expect(() => endpointPath('/plan/:id')).toThrow('Parâmetro ausente na rota /plan/:id: id')
  })

  it.each([
    ['POST', '/subscription/pix/status', 'pixStatus'],
    ['POST', '/subscription/plano-essencial', 'createSubscription'],
    ['POST', '/subscription/plano-essencial/user-data', 'subscribeWithSignup'],
    ['get', '/plan?activeOnly=true', 'listPlans'],
    ['GET', '/subscription/abc', 'getSubscription'],
    ['DELETE', '/subscription/abc', 'cancelSubscription'],
    ['GET', '/recurrence/subscription/abc', 'listSubscriptionPayments'],
    ['GET', '/docs/scalar.js', 'apiReferenceAsset'],
    ['PATCH', '/plan', undefined],
    ['GET', '/nada', undefined],
  ])('%s %s reaches %s', (method, path, name) => {
    expect(matchEndpoint(method, path)).toBe(name)
  })
})
