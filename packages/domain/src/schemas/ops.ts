import * as v from 'valibot'

/** GET /health: the process answers. */
export const healthSchema = v.object({ status: v.literal('ok') })

/** GET /ready: the database answers and its schema is current. */
export const readinessSchema = v.object({
  database: v.literal('ok'),
  migrations: v.literal('ok'),
})
