import { planListQuerySchema } from '@atendimento/domain/schemas/plan'
import { type Context, Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { ok } from '../../http/responses.ts'
import { queryParams } from '../../http/validate.ts'
import type { PlanCatalog } from './plan-catalog.ts'

// Public data, the same for everyone: any cache may keep it, but must ask again each time (a
// 304 when nothing changed), so a price change is never shown late by a browser.
const REVALIDATE = 'public, no-cache'

const matches = (c: Context, etag: string) =>
  c.req
    .header('if-none-match')
    ?.split(',')
    .some((tag) => tag.trim().replace(/^W\//, '') === etag) ?? false

export function plansRoutes(catalog: PlanCatalog) {
  return new Hono()
    .get('/', queryParams(planListQuerySchema), async (c) => {
      const activeOnly = c.req.valid('query').activeOnly === 'true'
      const { body, etag } = await catalog.list({ activeOnly })
      c.header('Cache-Control', REVALIDATE)
      c.header('ETag', etag)
      if (matches(c, etag)) return c.body(null, 304)
      return c.body(body, 200, { 'Content-Type': 'application/json' })
    })
    .get('/:id', async (c) => {
      const { plans } = await catalog.list({ activeOnly: false })
      const plan = plans.find((item) => item._id === c.req.param('id'))
      if (!plan) throw new HTTPException(404, { message: 'Plano não encontrado' })
      c.header('Cache-Control', REVALIDATE)
      return ok(c, plan)
    })
}
