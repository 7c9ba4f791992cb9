import { ENDPOINT_NAMES, ENDPOINTS, openApiPath } from '@atendimento/domain/contract/endpoints'
import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { Validator } from '@seriousme/openapi-schema-validator'
import { describe, expect, it } from 'vitest'
import { createApp } from '../../app.ts'
import { useTestDatabase } from '../../testing/test-database.ts'
import { REFERENCE_STYLE_HASHES } from './reference-page.ts'

const db = useTestDatabase()
const app = () => createApp({ db: db() })

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const res = await app().request('/api/openapi.json')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    const doc = (await res.json()) as { openapi: string; paths: object }
    const { valid, errors } = await new Validator().validate(doc)
    expect(errors).toBeUndefined()
    expect(valid).toBe(true)
    expect(doc.openapi).toBe('3.1.0')
    // The validator does refuse: a parameter must say where it goes.
    const broken = { ...doc, paths: { '/x': { get: { parameters: [{ name: 'x' }] } } } }
    expect((await new Validator().validate(broken)).valid).toBe(false)
  })

  it('describes every endpoint the API answers, under /api', async () => {
    const doc = (await (await app().request('/api/openapi.json')).json()) as {
      servers: unknown
      paths: Record<string, Record<string, { summary: string }>>
    }
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/api' })])
    // A path item's `servers` is no method (RFC 8414's address is under the site's root).
    const described = Object.entries(doc.paths as Record<string, object>).flatMap(
      ([path, methods]) =>
        Object.keys(methods)
          .filter((key) => key !== 'servers')
          .map((method) => `${method.toUpperCase()} ${path}`),
    )
    const answered = new Set(
      app()
        .routes.filter((entry) => entry.method !== 'ALL')
        .map((entry) => `${entry.method} ${openApiPath(entry.path.replace(/^\/api/, ''))}`),
    )
    expect(described.sort()).toEqual([...answered].sort())
    expect(described).toHaveLength(ENDPOINT_NAMES.length)
    expect(doc.paths['/subscription/{id}']?.delete?.summary).toBe(
      ENDPOINTS.cancelSubscription.summary,
    )
  })
})

describe('GET /api/docs', () => {
  it('is a page under the site policy, with only the reference styles added', async () => {
    const res = await app().request('/api/docs')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    const policy = res.headers.get('content-security-policy') ?? ''
    expect(policy).toContain("script-src 'self';")
    expect(policy).toContain(`style-src 'self' ${REFERENCE_STYLE_HASHES.join(' ')};`)
    expect(policy).toContain("connect-src 'self';")
    const html = await res.text()
    expect(html).toContain('<script src="docs/scalar.js"></script>')
    // No inline script: the policy has no hash for one.
    expect(html).not.toMatch(/<script>/)
  })

  it('serves Scalar from our own files, compressed, and revalidated by ETag', async () => {
    const api = app()
    const res = await api.request('/api/docs/scalar.js', { headers: { 'accept-encoding': 'br' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/)
    const etag = res.headers.get('etag') ?? ''
    expect(etag).toMatch(/^"scalar-\d+\.\d+\.\d+"$/)
    const again = await api.request('/api/docs/scalar.js', { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
    const init = await (await api.request('/api/docs/referencia.js')).text()
    expect(init).toContain('"withDefaultFonts":false')
  })

  it.each(['nada.js', 'constructor', '__proto__'])(
    'answers an unknown file (%s) with the pt-BR 404',
    async (file) => {
      const res = await app().request(`/api/docs/${file}`)
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual({ message: API_MESSAGES.routeNotFound })
    },
  )
})
