import type { Log } from '../log.ts'

/**
 * Work a request starts but does not wait for, so its answer takes the same time whatever the
 * work finds (POST /auth/forgot answers alike for known and unknown e-mails). Tracked, so a
 * shutdown (and a test) can wait for it.
 */
export interface AfterResponse {
  run(name: string, task: () => Promise<void>): void
  drain(): Promise<void>
}

export function createAfterResponse(log: Log): AfterResponse {
  const pending = new Set<Promise<void>>()
  return {
    run(name, task) {
      // Started on the next turn of the event loop: the answer is on its way by then.
      const work = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => {
          log({
            level: 'error',
            msg: `falha em tarefa após a resposta: ${name}`,
            err: String(error),
          })
        })
        .finally(() => pending.delete(work))
      pending.add(work)
    },
    async drain() {
      while (pending.size > 0) await Promise.allSettled([...pending])
    },
  }
}
