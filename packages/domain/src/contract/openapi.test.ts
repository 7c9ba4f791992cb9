import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ENDPOINT_NAMES, ENDPOINTS, type Endpoint, openApiPath } from './endpoints.ts'
import { API_MESSAGES } from './messages.ts'
import { jsonSchemaOf, openApiDocument } from './openapi.ts'
import { exampleOf } from './openapi-examples.ts'

// The document is validated against the OpenAPI 3.1 schema by apps/api's test of
// GET /api/openapi.json; here, that it says what the table says.
const doc = openApiDocument('/api')
type Operation = {
  operationId: string
  security: unknown[]
  parameters: { name: string; in: string; required: boolean }[]
  requestBody?: { content: Record<string, { schema: { required?: string[] } }> }
  responses: Record<
    string,
    {
      content?: Record<
        string,
        { examples?: Record<string, { summary: string; value: { data?: unknown } }> }
      >
    }
  >
}
const operationOf = (path: string, method: string) =>
  (doc.paths[path] as Record<string, Operation>)[method] as Operation

describe('openApiDocument', () => {
  it('is OpenAPI 3.1 served under the given base', () => {
    expect(doc.openapi).toBe('3.1.0')
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/api', 'x-internal': false })])
    expect(doc.info.contact.email).toMatch(/@/)
    expect(doc.info.license.name).toBeTruthy()
  })

  it('has one operation per row of the table, named after it', () => {
    // A path item also holds `servers` (the RFC 8414 address is under the site's root).
    const operations = Object.values(doc.paths).flatMap((item) =>
      Object.entries(item as Record<string, Operation>)
        .filter(([key]) => key !== 'servers')
        .map(([, operation]) => operation.operationId),
    )
    expect(operations.sort()).toEqual([...ENDPOINT_NAMES].sort())
    for (const name of ENDPOINT_NAMES) {
      const endpoint = ENDPOINTS[name]
      expect(
        operationOf(openApiPath(endpoint.path), endpoint.method.toLowerCase()).operationId,
      ).toBe(name)
    }
  })

  it('lists each failure with its pt-BR texts as examples', () => {
    const cancel = operationOf('/subscription/{id}', 'delete')
    const notFound = cancel.responses[404]?.content?.['application/json']?.examples ?? {}
    expect(Object.values(notFound).map((example) => example.summary)).toEqual([
      API_MESSAGES.subscriptionNotFound,
    ])
    expect(Object.keys(cancel.responses).sort()).toEqual([
      '200',
      '400',
      '401',
      '404',
      '409',
      // A cancel is repeatable: the same Idempotency-Key with another request is refused.
      '422',
      '429',
      '500',
      // The provider's recurring billing is cancelled first (Asaas): it may not answer.
      '502',
      '503',
    ])
  })

  it('documents the Idempotency-Key on the repeatable writes, as Stripe does, and only there', () => {
    const document = openApiDocument()
    const idempotent = ENDPOINT_NAMES.filter((name) => (ENDPOINTS[name] as Endpoint).idempotent)
    expect(idempotent).toEqual(
      expect.arrayContaining(['createSubscription', 'changePlan', 'adminRefundPayment']),
    )
    for (const name of ENDPOINT_NAMES) {
      const endpoint: Endpoint = ENDPOINTS[name]
      const operation = operationOf(openApiPath(endpoint.path), endpoint.method.toLowerCase())
      const refs = JSON.stringify(operation.parameters ?? [])
      expect(refs.includes('#/components/parameters/IdempotencyKey'), name).toBe(
        Boolean(endpoint.idempotent),
      )
    }
    const parameter = document.components.parameters.IdempotencyKey
    expect(parameter).toMatchObject({ name: 'Idempotency-Key', in: 'header', required: false })
    expect(parameter.description).toContain('24 horas')
  })

  it('asks for the bearer token where the row does, and only there', () => {
    expect(operationOf('/subscription', 'get').security).toEqual([{ sessao: [] }])
    expect(operationOf('/plan', 'get').security).toEqual([{}, { sessao: [] }])
    // Anyone may call: said in so many words, not left empty.
    expect(operationOf('/auth/login', 'post').security).toEqual([{}])
    expect(operationOf('/webhooks/asaas', 'post').security).toEqual([{ asaas: [] }])
    expect(operationOf('/metrics', 'get').security).toEqual([{ metricas: [] }])
    expect(operationOf('/user/email/confirm', 'post').security).toEqual([{}])
    // An operator's session is a scheme of its own: it opens what a customer's does not.
    expect(operationOf('/admin/overview', 'get').security).toEqual([{ sessaoOperador: [] }])
  })

  it('describes the probes: readiness with its 503 texts, metrics as plain text', () => {
    const ready = operationOf('/ready', 'get')
    const unready = ready.responses[503]?.content?.['application/json']?.examples ?? {}
    expect(Object.values(unready).map((example) => example.summary)).toEqual(
      expect.arrayContaining([API_MESSAGES.notReadyDraining, API_MESSAGES.notReadyMigrations]),
    )
    const metrics = operationOf('/metrics', 'get')
    expect(Object.keys(metrics.responses[200]?.content ?? {})).toEqual(['text/plain'])
    expect(Object.keys(metrics.responses).sort()).toEqual([
      '200',
      '401',
      '404',
      '429',
      '500',
      '503',
    ])
  })

  it('documents path and query parameters', () => {
    expect(operationOf('/recurrence/status/{id}', 'get').parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    ])
    expect(operationOf('/plan', 'get').parameters).toEqual([
      expect.objectContaining({ name: 'activeOnly', in: 'query', required: false }),
    ])
  })

  it('marks a field required when its default is refused by its own rule', () => {
    const register = operationOf('/auth/register', 'post')
    const required = register.requestBody?.content['application/json']?.schema.required ?? []
    expect(required).toEqual(expect.arrayContaining(['name', 'email', 'document', 'zipCode']))
    expect(required).not.toContain('complement')
  })
})

describe('the examples', () => {
  const operations = ENDPOINT_NAMES.map((name) => {
    const endpoint: Endpoint = ENDPOINTS[name]
    return [
      name,
      endpoint,
      operationOf(openApiPath(endpoint.path), endpoint.method.toLowerCase()),
    ] as const
  })

  it.each(operations)('of %s are answers its own data schema accepts', (_, endpoint, operation) => {
    const json = operation.responses[200]?.content?.['application/json']
    if (!json) return
    for (const example of Object.values(json.examples ?? {})) {
      expect(v.safeParse(endpoint.data ?? v.null(), example.value.data).issues).toBeUndefined()
    }
  })

  it('carry the rate-limit headers on every answer but a server failure', () => {
    for (const [, , operation] of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        const headers = Object.keys((response as { headers?: object }).headers ?? {})
        if (Number(status) >= 500 || status === '304') expect(headers).toEqual([])
        else expect(headers).toEqual(expect.arrayContaining(['RateLimit', 'RateLimit-Policy']))
        if (status === '429') expect(headers).toContain('Retry-After')
      }
    }
  })
})

describe('exampleOf', () => {
  it.each([
    [{ type: 'string', format: 'email' }, 'cliente@exemplo.com.br'],
    [{ type: 'string', minLength: 8 }, 'textoxxx'],
    [{ type: 'integer', minimum: 5, maximum: 9 }, 5],
    [{ anyOf: [{ type: 'null' }, { type: 'boolean' }] }, true],
    [{ type: 'array', items: { enum: ['a', 'b'] } }, ['a']],
    [{ type: 'object', properties: { n: { const: 3 } } }, { n: 3 }],
  ])('gives %j the example %j', (schema, expected) => {
    expect(exampleOf(schema)).toEqual(expected)
  })

  it('refuses to guess a value for a pattern', () => {
    expect(() => exampleOf({ type: 'string', pattern: '^\\d{4}$' })).toThrow(/examples/)
  })
})

describe("the desktop app's OAuth rows (issue 23)", () => {
  type Example = { value: Record<string, unknown> }
  const content = (operation: Operation, status: number) =>
    (operation.responses[status]?.content ?? {}) as Record<
      string,
      { schema: Record<string, unknown>; examples?: Record<string, Example> }
    >

  it("documents form-encoded bodies and the RFCs' bare answers", () => {
    const token = operationOf('/oauth/token', 'post')
    expect(Object.keys(token.requestBody?.content ?? {})).toEqual([
      'application/x-www-form-urlencoded',
    ])
    const success = content(token, 200)['application/json']?.schema ?? {}
    expect(success.required).toEqual(
      expect.arrayContaining(['access_token', 'token_type', 'refresh_token', 'device_id']),
    )
    expect(success.properties).not.toHaveProperty('message')
  })

  it('answers failures as RFC 6749 §5.2 with the RFC 8628 codes and a pt-BR message', () => {
    const failures = content(operationOf('/oauth/token', 'post'), 400)['application/json']
    expect(failures?.schema).toEqual({ $ref: '#/components/schemas/FalhaOAuth' })
    const bodies = Object.values(failures?.examples ?? {}).map((example) => example.value)
    expect(bodies).toContainEqual({
      error: 'authorization_pending',
      error_description: 'Aguardando a aprovacao do codigo no navegador.',
      message: API_MESSAGES.oauthPending,
    })
    expect(bodies.map((body) => body.error)).toEqual(
      expect.arrayContaining(['slow_down', 'access_denied', 'expired_token', 'invalid_grant']),
    )
  })

  it("serves the metadata under the site's root and the licence with the app's token", () => {
    const metadata = doc.paths['/.well-known/oauth-authorization-server'] as { servers: unknown }
    expect(metadata.servers).toEqual([{ url: '/' }])
    expect(openApiDocument('https://exemplo.com.br/api').paths).toMatchObject({
      '/.well-known/oauth-authorization-server': { servers: [{ url: 'https://exemplo.com.br' }] },
    })
    const licence = operationOf('/licence', 'post')
    expect(licence.security).toEqual([{ aplicativo: [] }])
    const refusals = content(licence, 401)['application/json']?.examples ?? {}
    expect(Object.values(refusals).map((example) => example.value.reason)).toEqual(
      expect.arrayContaining(['device_revoked', 'seat_limit', 'invalid_token']),
    )
  })
})

describe('jsonSchemaOf', () => {
  it('says how wide an integer is, from its bounds', () => {
    const small = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100))
    const large = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2 ** 40))
    expect(jsonSchemaOf(small)).toMatchObject({ type: 'integer', format: 'int32' })
    expect(jsonSchemaOf(large)).toMatchObject({ type: 'integer', format: 'int64' })
  })

  it('describes a nested list with its limits', () => {
    const schema = v.object({ items: v.array(v.pipe(v.string(), v.trim(), v.minLength(2))) })
    expect(jsonSchemaOf(schema)).toEqual({
      type: 'object',
      properties: { items: { type: 'array', items: { type: 'string', minLength: 2 } } },
      required: ['items'],
    })
  })

  it('fails on a rule it cannot describe and was not told to leave out', () => {
    expect(() => jsonSchemaOf(v.object({ at: v.date() }))).toThrow()
  })
})
