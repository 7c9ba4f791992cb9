import { availableParallelism } from 'node:os'
import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { HTTPException } from 'hono/http-exception'
import { sharedHashWorkers } from './hash-workers.ts'

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
  /** Jobs hashing now and jobs waiting for their turn (the metrics read it). */
  queue(): { running: number; waiting: number }
}

/** At most `limit` jobs at once; the others wait their turn, first come first served. */
export function createGate(limit: number) {
  let running = 0
  const waiting: (() => void)[] = []
  const gate = async <T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve))
    else running++
    try {
      // A client that gave up while it waited gets no hash: under overload the queue would
      // otherwise fill with work nobody reads, and every later client would time out too.
      if (signal?.aborted) throw new HTTPException(503, { message: API_MESSAGES.clientGone })
      return await work()
    } finally {
      const next = waiting.shift()
      if (next) next()
      else running--
    }
  }
  return Object.assign(gate, { stats: () => ({ running, waiting: waiting.length }) })
}

/**
 * Hashing threads by default: every core but one, which stays free for the main thread (it
 * answers every other route; more hashes at once would take its core too).
 */
export const DEFAULT_HASH_CONCURRENCY = Number(
  process.env.PASSWORD_HASH_CONCURRENCY ?? Math.max(1, availableParallelism() - 1),
)

/**
 * Jobs handed to each hashing thread at once. A thread goes from one to the next on its own,
 * while handing it more waits for the main thread: under the 200-client load (docs/benchmarks.md)
 * the main thread takes ~100 ms to get round to it, so 8 queued jobs of ~15 ms keep the thread
 * busy. The rest wait in the gate, where a client that left is dropped before its hash.
 */
const JOBS_PER_THREAD = 8

export function createPasswordHasher(
  params: Argon2Params,
  concurrency = DEFAULT_HASH_CONCURRENCY,
): PasswordHasher {
  const workers = sharedHashWorkers(concurrency)
  const gate = createGate(concurrency * JOBS_PER_THREAD)
  const hashPassword = (password: string) => gate(() => workers.hash(password, params))
  const check = (passwordHash: string, password: string, signal?: AbortSignal) =>
    gate(() => workers.verify(passwordHash, password).catch(() => false), signal)
  let decoy: Promise<string> | undefined
  return {
    hash: hashPassword,
    verify: check,
    burn: async (password, signal) => {
      decoy ??= hashPassword('senha-de-referencia')
      await check(await decoy, password, signal)
    },
    queue: gate.stats,
  }
}
