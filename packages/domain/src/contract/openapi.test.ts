import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ENDPOINT_NAMES, ENDPOINTS, openApiPath } from './endpoints.ts'
import { API_MESSAGES } from './messages.ts'
import { jsonSchemaOf, openApiDocument } from './openapi.ts'

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
    { content?: Record<string, { examples?: Record<string, { summary: string }> }> }
  >
}
const operationOf = (path: string, method: string) =>
  (doc.paths[path] as Record<string, Operation>)[method] as Operation

describe('openApiDocument', () => {
  it('is OpenAPI 3.1 served under the given base', () => {
    expect(doc.openapi).toBe('3.1.0')
    expect(doc.servers).toEqual([{ url: '/api' }])
  })

  it('has one operation per row of the table, named after it', () => {
    const operations = Object.values(doc.paths).flatMap((methods) =>
      Object.values(methods as Record<string, Operation>).map((operation) => operation.operationId),
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
      '500',
      '503',
    ])
  })

  it('asks for the bearer token where the row does, and only there', () => {
    expect(operationOf('/subscription', 'get').security).toEqual([{ sessao: [] }])
    expect(operationOf('/plan', 'get').security).toEqual([{}, { sessao: [] }])
    expect(operationOf('/auth/login', 'post').security).toEqual([])
    expect(operationOf('/webhooks/asaas', 'post').security).toEqual([{ asaas: [] }])
    expect(operationOf('/metrics', 'get').security).toEqual([{ metricas: [] }])
    expect(operationOf('/user/email/confirm', 'post').security).toEqual([])
  })

  it('describes the probes: readiness with its 503 texts, metrics as plain text', () => {
    const ready = operationOf('/ready', 'get')
    const unready = ready.responses[503]?.content?.['application/json']?.examples ?? {}
    expect(Object.values(unready).map((example) => example.summary)).toEqual(
      expect.arrayContaining([API_MESSAGES.notReadyDraining, API_MESSAGES.notReadyMigrations]),
    )
    const metrics = operationOf('/metrics', 'get')
    expect(Object.keys(metrics.responses[200]?.content ?? {})).toEqual(['text/plain'])
    expect(Object.keys(metrics.responses).sort()).toEqual(['200', '401', '404', '500', '503'])
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

describe('jsonSchemaOf', () => {
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
