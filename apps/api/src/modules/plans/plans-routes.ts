import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { answer } from '../../http/answer-headers.ts'
import { route } from '../../http/contract-route.ts'
import { ok } from '../../http/responses.ts'
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
  return [
    route('listPlans', async (c, { query }) => {
      const { body, etag } = await catalog.list({ activeOnly: query.activeOnly === 'true' })
      // Built at once with every header (answer-headers.ts): every visitor of the landing asks.
      if (matches(c, etag)) return answer(c, null, 304, { 'cache-control': REVALIDATE, etag })
      return answer(c, body, 200, {
        'cache-control': REVALIDATE,
        'content-type': 'application/json',
        etag,
      })
    }),
    route('getPlan', async (c, { params }) => {
      const { plans } = await catalog.list({ activeOnly: false })
      const plan = plans.find((item) => item._id === params.id)
      if (!plan) throw new HTTPException(404, { message: API_MESSAGES.planNotFound })
      c.header('Cache-Control', REVALIDATE)
      return ok(c, plan)
    }),
  ]
}
