import { SEED_PLANS } from '@atendimento/domain/catalogue/seed-plans'
import type { Db } from '../../db/database.ts'
import { countPlans, upsertPlan } from './plans-repository.ts'
/** Seeds the plan list only when the table is empty, so the owner's later edits stay. */
export async function seedPlansOnFirstStart(db: Db): Promise<boolean> {
  if ((await countPlans(db)) > 0) return false
  await db.transaction().execute(async (trx) => {
    for (const plan of SEED_PLANS) await upsertPlan(trx, plan)
  })
  return true
}
