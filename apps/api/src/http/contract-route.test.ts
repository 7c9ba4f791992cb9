import { ENDPOINT_NAMES, ENDPOINTS } from '@atendimento/domain/contract/endpoints'
import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { Hono } from 'hono'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { apiRoutes } from '../app.ts'
import type { AuthEnv } from '../modules/auth/require-user.ts'
import { createTestApp } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-database.ts'
import { mountRoutes, route } from './contract-route.ts'

const db = useTestDatabase()

describe('the API answers the contract table, and nothing else', () => {
  it('has a handler for every row and a row for every handler', () => {
    const { app, context } = createTestApp(db())
    // RFC 8414's address is answered at the site's root too, by the API app itself.
    const rows = ENDPOINT_NAMES.flatMap((name) => {
      const { method, path, root } = ENDPOINTS[name] as {
        method: string
        path: string
        root?: true
      }
      return [`${method} /api${path}`, ...(root ? [`${method} ${path}`] : [])]
    })
    // Hono lists each middleware of a route too, under the same method and path.
    const mounted = new Set(
      app.routes
        .filter((entry) => entry.method !== 'ALL')
        .map((entry) => `${entry.method} ${entry.path}`),
    )
    expect([...mounted].sort()).toEqual(rows.sort())
    expect(
      apiRoutes(context)
        .map((bound) => bound.name)
        .sort(),
    ).toEqual([...ENDPOINT_NAMES].sort())
  })
})

describe('a route bound to its row', () => {
  // A row-shaped app: the real binding, a handler that echoes what it was given.
  const echo = () => {
    const app = new Hono<AuthEnv>()
    mountRoutes(
      app,
      [
        route('getPlan', (c, input) => c.json(input)),
        route('listUserPayments', (c, input) => c.json(input)),
        route('validateCode', (c, input) => c.json(input)),
      ],
      async (c, next) => {
        if (!c.req.header('authorization')) return c.json({ message: API_MESSAGES.noToken }, 401)
        await next()
      },
    )
    app.onError((error, c) => c.json({ message: error.message }, 400))
    return app
  }

  it('gives the handler the path parameters, query and body its row describes, validated', async () => {
    const app = echo()
    expect(await (await app.request('/plan/plano-x')).json()).toEqual({ params: { id: 'plano-x' } })
    const query = await app.request('/recurrence/user?status=paid', {
      headers: { authorization: 'Bearer x' },
    })
    expect(await query.json()).toEqual({ query: { status: 'paid' } })
    const body = await app.request('/auth/validate', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ' A@B.COM ', code: 'abc123' }),
    })
    expect(await body.json()).toEqual({
      body: v.parse(ENDPOINTS.validateCode.body, { email: 'a@b.com', code: 'ABC123' }),
    })
  })

  it('authenticates the rows that want the bearer token, before reading anything', async () => {
    const app = echo()
    const refused = await app.request('/recurrence/user?status=nada')
    expect(refused.status).toBe(401)
    expect(await refused.json()).toEqual({ message: API_MESSAGES.noToken })
  })

  it("refuses input with the row schema's pt-BR text", async () => {
    const app = echo()
    const wrong = await app.request('/recurrence/user?status=nada', {
      headers: { authorization: 'Bearer x' },
    })
    expect(wrong.status).toBe(400)
    expect(((await wrong.json()) as { message: string }).message).not.toMatch(/invalid/i)
  })

  it('checks a query string once, and hands every request the same frozen value', async () => {
    const seen: unknown[] = []
    const app = new Hono<AuthEnv>()
    mountRoutes(
      app,
      [
        route('listUserPayments', (c, { query }) => {
          seen.push(query)
          return c.json({ frozen: Object.isFrozen(query) })
        }),
      ],
      (_, next) => next(),
    )
    app.onError((error, c) => c.json({ message: error.message }, 400))
    const ask = (query: string) => app.request(`/recurrence/user${query}`)
    expect(await (await ask('?status=paid')).json()).toEqual({ frozen: true })
    await ask('?status=paid')
    await ask('?status=pending')
    expect(seen[0]).toBe(seen[1])
    expect(seen[2]).toEqual({ status: 'pending' })
    // A refused query is refused every time it comes: it is not kept.
    for (let i = 0; i < 2; i++) expect((await ask('?status=nada')).status).toBe(400)
  })
})
