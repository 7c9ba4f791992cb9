import type { Server } from 'node:http'
import { STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'
import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { createAdaptorServer } from '@hono/node-server'

/** The status and pt-BR text for an error of Node's HTTP parser (before any route runs). */
function answerFor(code: string | undefined): [number, string] {
  if (code === 'HPE_HEADER_OVERFLOW') return [431, API_MESSAGES.headersTooLarge]
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, API_MESSAGES.requestTimeout]
  return [400, API_MESSAGES.malformedRequest]
}

/**
 * Node answers what its parser refuses (an oversized header, a broken request line) on its own,
 * with an empty body and before any route runs. Here the answer is the API's: a pt-BR
 * `{ message }` in JSON, and the connection closed (nothing after a broken request can be
 * trusted to be a request).
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  // A reset connection, or one already answering a request: nothing can be written.
  const busy = (socket as Duplex & { _httpMessage?: unknown })._httpMessage
  if (error.code === 'ECONNRESET' || !socket.writable || busy) {
    socket.destroy()
    return
  }
  const [status, message] = answerFor(error.code)
  const body = JSON.stringify({ message })
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'Content-Type: application/json; charset=UTF-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Cache-Control: no-store',
      'X-Content-Type-Options: nosniff',
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  )
}

/** The Node HTTP server of an app, with the API's answers to parser errors. */
export function createHttpServer(fetch: (request: Request, env: unknown) => unknown): Server {
  const server = createAdaptorServer({ fetch: fetch as never }) as Server
  server.on('clientError', answerClientError)
  return server
}
