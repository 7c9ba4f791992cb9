import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { type Kysely, sql } from 'kysely'
import type { ApiContext } from '../context.ts'
import { pendingMigrations } from '../db/migrate.ts'
import { route } from '../http/contract-route.ts'
import { ok } from '../http/responses.ts'
import { bearerMatches } from './metrics.ts'

/**
 * What an orchestrator and Prometheus read: /health (the process answers), /ready (it can serve:
 * database up, schema current, not shutting down) and /metrics (behind METRICS_TOKEN; without
 * one, the route does not exist).
 */
export function opsRoutes(ctx: ApiContext, isDraining: () => boolean) {
  return [
    route('health', (c) => ok(c, { status: 'ok' as const }, API_MESSAGES.healthy)),
    route('ready', async (c) => {
      if (isDraining()) return c.json({ message: API_MESSAGES.notReadyDraining }, 503)
      try {
        await sql`select 1`.execute(ctx.db)
      } catch {
        c.header('Retry-After', '5')
        return c.json({ message: API_MESSAGES.notReadyDatabase }, 503)
      }
      if ((await pendingMigrations(ctx.db as Kysely<unknown>)).length > 0) {
        return c.json({ message: API_MESSAGES.notReadyMigrations }, 503)
      }
      return ok(c, { database: 'ok' as const, migrations: 'ok' as const }, API_MESSAGES.ready)
    }),
    route('metrics', async (c) => {
      const token = ctx.settings.metricsToken
      if (!token) return c.json({ message: API_MESSAGES.routeNotFound }, 404)
      if (!bearerMatches(c.req.header('authorization'), token)) {
        c.header('WWW-Authenticate', 'Bearer')
        return c.json({ message: API_MESSAGES.metricsTokenInvalid }, 401)
      }
      c.header('Content-Type', ctx.metrics.registry.contentType)
      return c.body(await ctx.metrics.registry.metrics())
    }),
  ]
}
