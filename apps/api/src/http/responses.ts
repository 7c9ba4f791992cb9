import type { Context } from 'hono'

/** The success envelope every route answers with: `{ message, data }`. */
export function ok<T>(c: Context, data: T, message = 'Sucesso') {
  return c.json({ message, data }, 200)
}
