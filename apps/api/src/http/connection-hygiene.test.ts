import type { Server } from 'node:http'
import { type AddressInfo, connect } from 'node:net'
import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { afterEach, describe, expect, it } from 'vitest'
import type { LogLine } from '../log.ts'
import { createTestApp } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-database.ts'
import { createHttpServer, KEEP_ALIVE_TIMEOUT_MS } from './node-server.ts'

const db = useTestDatabase()
let server: Server | undefined
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined))
  server = undefined
})

/** The API on a real Node HTTP server (the one `npm start` builds), on a free port. */
async function listening(lines: LogLine[] = []) {
  const t = createTestApp(db(), { log: (line) => lines.push(line) })
  server = createHttpServer(t.app.fetch)
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

/**
 * Writes raw bytes on one connection and collects what comes back until the server closes it.
 * `abort`: the client gives up (destroys its socket) right after writing.
 */
function exchange(port: number, bytes: string, { abort = false } = {}) {
  return new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let received = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => {
      received += chunk
    })
    socket.on('error', (error) => (abort ? resolve(received) : reject(error)))
    socket.on('close', () => resolve(received))
    socket.write(bytes, () => {
      if (abort) socket.destroy()
    })
  })
}

const statusOf = (answer: string) => Number(answer.match(/^HTTP\/1\.1 (\d{3})/)?.[1])
const headerOf = (answer: string, name: string) =>
  answer.match(new RegExp(`^${name}: (.*)$`, 'im'))?.[1]?.trim()
const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))

describe('the HTTP connection', () => {
  it('is closed, and says so, after a body refused as too large', async () => {
    const port = await listening()
    const body = JSON.stringify({ email: 'a@exemplo.com', password: 'x'.repeat(70 * 1024) })
    const answer = await exchange(
      port,
      `POST /api/auth/login HTTP/1.1\r\nHost: teste\r\nConnection: keep-alive\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    )
    expect(statusOf(answer)).toBe(413)
    expect(headerOf(answer, 'Connection')).toBe('close')
    expect(bodyOf(answer)).toEqual({ message: 'O corpo da requisição é grande demais.' })
  })

  it('takes an upload the client aborted for what it is, not a database failure', async () => {
    const lines: LogLine[] = []
    const port = await listening(lines)
    // Sent in chunks (no Content-Length), the client gone before the last one.
    await exchange(
      port,
      'POST /api/auth/login HTTP/1.1\r\nHost: teste\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n10\r\n{"email": "a@exe\r\n',
      { abort: true },
    )
    // The request's own log line says it is over.
    await expect
      .poll(() =>
        lines.some((line) => line.msg === 'requisição' && line.path === '/api/auth/login'),
      )
      .toBe(true)
    expect(lines.filter((line) => line.level === 'error')).toEqual([])
    expect(lines.map((line) => line.msg)).not.toContain('banco de dados indisponível')
  })

  it('keeps an idle connection longer than a proxy in front does, and says how long', async () => {
    const port = await listening()
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1')
      socket.setEncoding('utf8')
      socket.once('data', (chunk: string) => {
        socket.destroy()
        resolve(chunk)
      })
      socket.on('error', reject)
      socket.write('GET /api/plan HTTP/1.1\r\nHost: teste\r\nConnection: keep-alive\r\n\r\n')
    })
    expect(headerOf(answer, 'Keep-Alive')).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`)
    // Longer than a reverse proxy keeps its idle upstream connections (60 s).
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000)
    expect(server?.headersTimeout).toBeGreaterThan(KEEP_ALIVE_TIMEOUT_MS)
  })

  it.each([
    [
      'an oversized header',
      `GET /api/plan HTTP/1.1\r\nHost: teste\r\nX-Grande: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
      API_MESSAGES.headersTooLarge,
    ],
    ['a broken request line', 'ISTO NAO E HTTP\r\n\r\n', 400, API_MESSAGES.malformedRequest],
    [
      'a bad header',
      'GET /api/plan HTTP/1.1\r\nHost: teste\r\nSem dois pontos\r\n\r\n',
      400,
      API_MESSAGES.malformedRequest,
    ],
  ])('answers %s in pt-BR JSON and closes', async (_, bytes, status, message) => {
    const answer = await exchange(await listening(), bytes)
    expect(statusOf(answer)).toBe(status)
    expect(headerOf(answer, 'Content-Type')).toMatch(/^application\/json/)
    expect(headerOf(answer, 'Connection')).toBe('close')
    expect(bodyOf(answer)).toEqual({ message })
  })
})
