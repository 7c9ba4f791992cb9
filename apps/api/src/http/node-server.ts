import type { Server } from 'node:http'
import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
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

/**
 * How long an idle keep-alive connection stays open. Longer than what sits in front of the API
 * (a reverse proxy keeps its upstream connections 60 s): the side that closes an idle
 * connection first races the other side's next request on it, and the loser gets a reset
 * connection instead of an answer. Node's 5 s lost that race to clients whose own timer ran late.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000

const openSockets = new WeakMap<Server, Set<Socket>>()

/** The Node HTTP server of an app, with the API's answers to parser errors. */
export function createHttpServer(fetch: (request: Request, env: unknown) => unknown): Server {
  const server = createAdaptorServer({ fetch: fetch as never }) as Server
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS
  // A request's headers may arrive on a connection that idled the whole keep-alive time.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000
  server.on('clientError', answerClientError)
  const sockets = new Set<Socket>()
  openSockets.set(server, sockets)
  server.on('connection', (socket: Socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })
  return server
}

/**
 * A process shutting down must not wait out the long keep-alive: from now on an idle connection
 * (one idle already, or one whose request under way ends) closes after `idleMs`, as it would
 * under a keep-alive timeout that short. A request under way is not touched.
 */
export function shortenKeepAlive(server: Server, idleMs: number): void {
  server.keepAliveTimeout = idleMs
  for (const socket of openSockets.get(server) ?? []) {
    const answering = (socket as Socket & { _httpMessage?: unknown })._httpMessage
    if (!answering) socket.setTimeout(idleMs)
  }
}
