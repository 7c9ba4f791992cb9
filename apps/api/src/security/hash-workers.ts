import { extname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { Argon2Params } from './passwords.ts'

type HashRequest =
  | { kind: 'hash'; password: string; params: Argon2Params }
  | { kind: 'verify'; passwordHash: string; password: string }

export type HashJob = HashRequest & { id: number }

export type HashResult =
  | { id: number; ok: true; value: string | boolean }
  | { id: number; ok: false; error: string }

interface Pending {
  resolve(value: string | boolean): void
  reject(error: Error): void
}

// Beside this file: password-worker.ts when run from source, password-worker.js in the build.
const WORKER_FILE = fileURLToPath(
  new URL(`password-worker${extname(fileURLToPath(import.meta.url))}`, import.meta.url),
)

/** One hashing thread, started on first use; it keeps the process alive only while it works. */
class HashThread {
  #worker: Worker | undefined
  readonly #pending = new Map<number, Pending>()

  get load(): number {
    return this.#pending.size
  }

  run(job: HashJob): Promise<string | boolean> {
    return new Promise((resolve, reject) => {
      const thread = this.#thread()
      if (this.#pending.size === 0) thread.ref()
      this.#pending.set(job.id, { resolve, reject })
      thread.postMessage(job)
    })
  }

  #thread(): Worker {
    if (this.#worker) return this.#worker
    const worker = new Worker(WORKER_FILE)
    worker.on('message', (result: HashResult) => this.#settle(result))
    // A thread that dies takes its jobs with it: they fail, and the next job starts a new one.
    const fail = (error: Error) => {
      if (this.#worker === worker) this.#worker = undefined
      for (const job of this.#pending.values()) job.reject(error)
      this.#pending.clear()
    }
    worker.on('error', fail)
    worker.on('exit', (code) => fail(new Error(`thread de senhas saiu com código ${code}`)))
    // After the listeners (adding a 'message' listener refs the thread again).
    worker.unref()
    this.#worker = worker
    return worker
  }

  #settle(result: HashResult) {
    const job = this.#pending.get(result.id)
    if (!job) return
    this.#pending.delete(result.id)
    if (this.#pending.size === 0) this.#worker?.unref()
    if (result.ok) job.resolve(result.value)
    else job.reject(new Error(result.error))
  }
}

export interface HashWorkers {
  hash(password: string, params: Argon2Params): Promise<string>
  verify(passwordHash: string, password: string): Promise<boolean>
}

/**
 * Argon2 on `count` threads of our own, each handed its jobs directly. The library's async calls
 * would run on libuv's pool, but each finished hash must then wait for the main thread to notice
 * before the next one starts: under load (PGlite answers every query on the main thread) that
 * wait was ten times the hash itself, and logins timed out (docs/benchmarks.md).
 */
export function createHashWorkers(count: number): HashWorkers {
  const threads = Array.from({ length: Math.max(1, count) }, () => new HashThread())
  let nextId = 0
  const run = (job: HashRequest) => {
    const thread = threads.reduce((least, candidate) =>
      candidate.load < least.load ? candidate : least,
    )
    nextId += 1
    return thread.run({ ...job, id: nextId })
  }
  return {
    hash: async (password, params) => String(await run({ kind: 'hash', password, params })),
    verify: async (passwordHash, password) =>
      (await run({ kind: 'verify', passwordHash, password })) === true,
  }
}

const shared = new Map<number, HashWorkers>()

/** The process's hashing threads: every hasher (each test app has one) shares them. */
export function sharedHashWorkers(count: number): HashWorkers {
  let workers = shared.get(count)
  if (!workers) {
    workers = createHashWorkers(count)
    shared.set(count, workers)
  }
  return workers
}
