import { API_MESSAGES, repeatedParameterMessage } from '@atendimento/domain/contract/messages'
import { createMiddleware } from 'hono/factory'
import { HTTPException } from 'hono/http-exception'
import type { GenericSchema } from 'valibot'
import { parseOr400 } from './validate.ts'

const FORM = 'application/x-www-form-urlencoded'

/**
 * The body of an OAuth row (RFC 6749 §3.2, RFC 8628 §3.1, RFC 7009 §2.1): form-encoded, each
 * parameter at most once (§3.1), checked with the row's schema. The values reach the handler
 * as `c.req.valid('form')`.
 */
export function formBody(schema: GenericSchema) {
  return createMiddleware(async (c, next) => {
    const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
    if (type !== FORM) throw new HTTPException(400, { message: API_MESSAGES.oauthFormRequired })
    const params = new URLSearchParams(await c.req.text())
    for (const name of new Set(params.keys())) {
      if (params.getAll(name).length > 1) {
        throw new HTTPException(400, { message: repeatedParameterMessage(name) })
      }
    }
    const form = parseOr400(schema, Object.fromEntries(params)) as Record<string, unknown>
    c.req.addValidatedData('form', form)
    await next()
  })
}
