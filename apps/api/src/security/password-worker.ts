// A thread that hashes passwords one after the other (hash-workers.ts starts it). Synchronous
// calls on purpose: the thread does nothing else, and it goes straight on to the next job it has
// been handed without waiting for the main thread, however busy that one is.
import { parentPort } from 'node:worker_threads'
import { hashSync, verifySync } from '@node-rs/argon2'
import type { HashJob, HashResult } from './hash-workers.ts'

function perform(job: HashJob): HashResult {
  try {
    // The library's default algorithm is argon2id (its const enum cannot be imported here).
    const value =
      job.kind === 'hash'
        ? hashSync(job.password, job.params)
        : verifySync(job.passwordHash, job.password)
    return { id: job.id, ok: true, value }
  } catch (error) {
    return { id: job.id, ok: false, error: String(error) }
  }
}

parentPort?.on('message', (job: HashJob) => parentPort?.postMessage(perform(job)))
