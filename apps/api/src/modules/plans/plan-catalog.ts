import { createHash } from 'node:crypto'
import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import type { Plan } from '@atendimento/domain/schemas/plan'
import type { Clock } from '../../clock.ts'
import type { Db } from '../../db/database.ts'
import { listPlans } from './plans-repository.ts'

/** One plan list as it goes out: the plans, the `{ message, data }` body ready to send, its tag. */
export interface PlanListSnapshot {
  plans: Plan[]
  body: string
  etag: string
}

/**
 * The public plan list, read from the database at most once per `ttlMs` per list and kept in
 * memory: GET /plan is the landing page's call and every visitor makes it, while plans change a
 * few times a year (through the plans CLI, possibly from another process, so a change shows up
 * here within `ttlMs`). Checkout never reads this: it checks the plan in the database.
 */
export interface PlanCatalog {
  list(options: { activeOnly: boolean }): Promise<PlanListSnapshot>
}

export function createPlanCatalog({
  db,
  clock,
  ttlMs,
}: {
  db: Db
  clock: Clock
  ttlMs: number
}): PlanCatalog {
  const kept = new Map<boolean, { expiresAt: number; snapshot: Promise<PlanListSnapshot> }>()

  async function load(activeOnly: boolean): Promise<PlanListSnapshot> {
    const plans = await listPlans(db, { activeOnly })
    const body = JSON.stringify({ message: API_MESSAGES.success, data: plans })
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
    return { plans, body, etag }
  }

  return {
    list({ activeOnly }) {
      const now = clock.now().getTime()
      const entry = kept.get(activeOnly)
      if (entry && entry.expiresAt > now) return entry.snapshot
      // One read for every request that arrives while it runs; a failed read is not kept.
      const snapshot = load(activeOnly)
      kept.set(activeOnly, { expiresAt: now + ttlMs, snapshot })
      snapshot.catch(() => {
        if (kept.get(activeOnly)?.snapshot === snapshot) kept.delete(activeOnly)
      })
      return snapshot
    },
  }
}
