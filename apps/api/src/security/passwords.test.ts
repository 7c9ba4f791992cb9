import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { HTTPException } from 'hono/http-exception'
import { describe, expect, it } from 'vitest'
import { CHEAP_ARGON2, createGate, createPasswordHasher } from './passwords.ts'

/** Work that runs only when the test lets it finish, and records that it started. */
function heldWork(started: string[], name: string) {
  let finish = () => {}
  const done = new Promise<void>((resolve) => {
    finish = resolve
  })
  return {
    finish: () => finish(),
    run: async () => {
      started.push(name)
      await done
      return name
    },
  }
}

describe('the hash gate', () => {
  it('runs at most `limit` at once, the rest in arrival order', async () => {
    const started: string[] = []
    const gate = createGate(1)
    const [a, b, c] = ['a', 'b', 'c'].map((name) => heldWork(started, name))
    const results = [a, b, c].map((work) => work && gate(work.run))
    await Promise.resolve()
    expect(started).toEqual(['a'])
    a?.finish()
    await results[0]
    await new Promise((resolve) => setImmediate(resolve))
    expect(started).toEqual(['a', 'b'])
    b?.finish()
    c?.finish()
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c'])
  })

  it('drops the work of a client that left while it waited, and frees its turn', async () => {
    const started: string[] = []
    const gate = createGate(1)
    const first = heldWork(started, 'primeiro')
    const gone = heldWork(started, 'desistiu')
    const last = heldWork(started, 'último')
    const leaving = new AbortController()
    const running = gate(first.run)
    const dropped = gate(gone.run, leaving.signal)
    const after = gate(last.run, new AbortController().signal)
    leaving.abort()
    first.finish()
    last.finish()
    await expect(dropped).rejects.toBeInstanceOf(HTTPException)
    await expect(dropped).rejects.toMatchObject({ status: 503, message: API_MESSAGES.clientGone })
    expect(await running).toBe('primeiro')
    expect(await after).toBe('último')
    expect(started).toEqual(['primeiro', 'último'])
  })

  it('still answers a wrong password with false, not an error', async () => {
    const hasher = createPasswordHasher(CHEAP_ARGON2, 1)
    const stored = await hasher.hash('senha-certa')
    expect(await hasher.verify(stored, 'senha-errada')).toBe(false)
    expect(await hasher.verify('não é um hash', 'senha-certa')).toBe(false)
    expect(await hasher.verify(stored, 'senha-certa', new AbortController().signal)).toBe(true)
  })
})
