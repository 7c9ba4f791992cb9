import { availableParallelism } from 'node:os'
import { hash, verify } from '@node-rs/argon2'
import { HTTPException } from 'hono/http-exception'

/** argon2id cost parameters (memory in KiB). */
export interface Argon2Params {
  memoryCost: number
  timeCost: number
  parallelism: number
}

/** OWASP's minimum for argon2id: 19 MiB, 2 passes, 1 lane. */
export const OWASP_ARGON2: Argon2Params = { memoryCost: 19_456, timeCost: 2, parallelism: 1 }

/** For tests only: the same algorithm at a cost that keeps the suite fast. */
export const CHEAP_ARGON2: Argon2Params = { memoryCost: 256, timeCost: 1, parallelism: 1 }

export interface PasswordHasher {
  hash(password: string): Promise<string>
  /** `signal`: the request's; once aborted, a verification still waiting for its turn is dropped. */
  verify(passwordHash: string, password: string, signal?: AbortSignal): Promise<boolean>
  /** Spends the time of one verification, so an unknown e-mail answers as slowly as a known one. */
  burn(password: string, signal?: AbortSignal): Promise<void>
}

/**
 * At most `limit` hashes at once; the others wait their turn, first come first served. argon2
 * runs off the main thread (the library's async calls use libuv's pool, 4 threads by default),
 * but on a machine with few cores 4 hashes at once take every core and the main thread, which
 * answers every other route, waits behind them.
 */
export function createGate(limit: number) {
  let running = 0
  const waiting: (() => void)[] = []
  return async <T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve))
    else running++
    try {
      // A client that gave up while it waited gets no hash: under overload the queue would
      // otherwise fill with work nobody reads, and every later client would time out too.
      if (signal?.aborted) throw new HTTPException(503, { message: CLIENT_GONE })
      return await work()
    } finally {
      const next = waiting.shift()
      if (next) next()
      else running--
    }
  }
}

export const CLIENT_GONE = 'A conexão foi encerrada antes da resposta. Tente novamente.'

/** Hashes at once by default: every core but one, which stays free for the main thread. */
export const DEFAULT_HASH_CONCURRENCY = Number(
  process.env.PASSWORD_HASH_CONCURRENCY ?? Math.max(1, availableParallelism() - 1),
)

export function createPasswordHasher(
  params: Argon2Params,
  concurrency = DEFAULT_HASH_CONCURRENCY,
): PasswordHasher {
  const gate = createGate(concurrency)
  // The library's default algorithm is argon2id (the const enum cannot be imported here).
  const hashPassword = (password: string) => gate(() => hash(password, params))
  const check = (passwordHash: string, password: string, signal?: AbortSignal) =>
    gate(() => verify(passwordHash, password).catch(() => false), signal)
  let decoy: Promise<string> | undefined
  return {
    hash: hashPassword,
    verify: check,
    burn: async (password, signal) => {
      decoy ??= hashPassword('senha-de-referencia')
      await check(await decoy, password, signal)
    },
  }
}
