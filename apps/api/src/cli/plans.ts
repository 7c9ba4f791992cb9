// The business owner's plan admin: `npm run plans -- list | upsert FILE.json | deactivate ID`.
import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { formatIssues } from '@atendimento/domain/schemas/issues'
import { planUpsertSchema } from '@atendimento/domain/schemas/plan'
import * as v from 'valibot'
import { readConfig } from '../config.ts'
import { type Db, openDatabase } from '../db/database.ts'
import { deactivatePlan, listPlans, upsertPlan } from '../modules/plans/plans-repository.ts'
import { seedPlansOnFirstStart } from '../modules/plans/seed-plans.ts'

const USAGE = 'Uso: npm run plans -- list | upsert ARQUIVO.json | deactivate ID'

async function upsertFromFile(db: Db, file: string) {
  const parsed = v.safeParse(
    v.union([planUpsertSchema, v.array(planUpsertSchema)]),
    JSON.parse(await readFile(resolve(process.env.INIT_CWD ?? '.', file), 'utf8')),
  )
  if (!parsed.success) throw new Error(`Plano inválido em ${file}:\n${formatIssues(parsed.issues)}`)
  const plans = Array.isArray(parsed.output) ? parsed.output : [parsed.output]
  for (const plan of plans) {
    const saved = await upsertPlan(db, { ...plan, _id: plan._id ?? randomUUID() })
    console.log(`salvo: ${saved._id} (${saved.name})`)
  }
}

async function run(db: Db, [command, argument]: string[]) {
  if (command === 'list') {
    console.table(await listPlans(db, { activeOnly: false }))
  } else if (command === 'upsert' && argument) {
    await upsertFromFile(db, argument)
  } else if (command === 'deactivate' && argument) {
    const plan = await deactivatePlan(db, argument)
    if (!plan) throw new Error(`Plano ${argument} não encontrado`)
    console.log(`desativado: ${plan._id} (${plan.name})`)
  } else {
    throw new Error(USAGE)
  }
}

// A folder the server holds, or a database that refuses: one line saying why, no stack trace.
const db = await openDatabase(readConfig(process.env).database).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
try {
  // The same first-start seed as the server, so the list shows what the site would show.
  await seedPlansOnFirstStart(db)
  await run(db, process.argv.slice(2))
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await db.destroy()
}
