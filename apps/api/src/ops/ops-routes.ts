import { Hono } from 'hono'
import { type Kysely, sql } from 'kysely'
import type { ApiContext } from '../context.ts'
import { pendingMigrations } from '../db/migrate.ts'
import { ok } from '../http/responses.ts'
import { bearerMatches } from './metrics.ts'

export const NOT_READY_DRAINING = 'Servidor encerrando: não recebe novas requisições.'
export const NOT_READY_DATABASE = 'Banco de dados indisponível.'
export const NOT_READY_MIGRATIONS = 'Migrações do banco pendentes.'
export const METRICS_TOKEN_INVALID = 'Token de métricas ausente ou inválido.'
const NOT_FOUND = 'Rota não encontrada'

/**
 * What an orchestrator and Prometheus read: /health (the process answers), /ready (it can serve:
 * database up, schema current, not shutting down) and /metrics (behind METRICS_TOKEN; without
 * one, the route does not exist).
 */
export function opsRoutes(ctx: ApiContext, isDraining: () => boolean) {
  return new Hono()
    .get('/health', (c) => ok(c, { status: 'ok' }, 'Servidor no ar'))
    .get('/ready', async (c) => {
      if (isDraining()) return c.json({ message: NOT_READY_DRAINING }, 503)
      try {
        await sql`select 1`.execute(ctx.db)
      } catch {
        c.header('Retry-After', '5')
        return c.json({ message: NOT_READY_DATABASE }, 503)
      }
      if ((await pendingMigrations(ctx.db as Kysely<unknown>)).length > 0) {
        return c.json({ message: NOT_READY_MIGRATIONS }, 503)
      }
      return ok(c, { database: 'ok', migrations: 'ok' }, 'Pronto para atender')
    })
    .get('/metrics', async (c) => {
      const token = ctx.settings.metricsToken
      if (!token) return c.json({ message: NOT_FOUND }, 404)
      if (!bearerMatches(c.req.header('authorization'), token)) {
        c.header('WWW-Authenticate', 'Bearer')
        return c.json({ message: METRICS_TOKEN_INVALID }, 401)
      }
      c.header('Content-Type', ctx.metrics.registry.contentType)
      return c.body(await ctx.metrics.registry.metrics())
    })
}
