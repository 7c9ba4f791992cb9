import { oauthErrorFor } from '@atendimento/domain/contract/oauth-errors'
import { asciiDescription } from '@atendimento/domain/schemas/oauth'

/**
 * A failure of an OAuth row as RFC 6749 §5.2 writes it: `error` (the RFC's code) and an ASCII
 * `error_description`, with the API's pt-BR `message` (and a refused computer's `reason`)
 * beside them. Whatever failed (the handler, the schema, the body limit, the rate limiter, a
 * restart) answered `{ message }`; this rewrites it. No WWW-Authenticate: the client
 * authenticates in the body, and a challenge would read as a bearer-token refusal.
 */
export async function oauthFailureAnswer(res: Response): Promise<Response> {
  const body = (await res.json().catch(() => ({}))) as { message?: string; reason?: string }
  const message = body.message ?? ''
  const answer = {
    error: oauthErrorFor(res.status, message),
    error_description: asciiDescription(message),
    message,
    ...(body.reason && { reason: body.reason }),
  }
  const headers = new Headers(res.headers)
  headers.delete('content-length')
  headers.delete('www-authenticate')
  headers.set('content-type', 'application/json')
  return new Response(JSON.stringify(answer), { status: res.status, headers })
}
