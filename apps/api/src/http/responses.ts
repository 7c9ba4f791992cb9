import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import type { Context } from 'hono'

/** The success envelope every route answers with: `{ message, data }`. */
export function ok<T>(c: Context, data: T, message: string = API_MESSAGES.success) {
  return c.json({ message, data }, 200)
}
