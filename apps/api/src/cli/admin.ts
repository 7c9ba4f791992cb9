// Who runs the operator console: `npm run admin -- grant EMAIL | revoke EMAIL | list`.
import { readConfig } from '../config.ts'
import { type Db, openDatabase } from '../db/database.ts'
import { listOperators, setRole } from '../modules/admin/roles.ts'

const USAGE = 'Uso: npm run admin -- grant EMAIL | revoke EMAIL | list'

async function run(db: Db, [command, email]: string[]) {
  const at = new Date()
  if (command === 'list') {
    const operators = await listOperators(db)
    if (operators.length === 0) console.log('nenhum operador')
    for (const operator of operators) console.log(`${operator.email}\t${operator.name}`)
  } else if ((command === 'grant' || command === 'revoke') && email) {
    const role = command === 'grant' ? 'operator' : 'customer'
    const change = await setRole(db, { email, role, by: 'cli', at })
    if (!change)
      throw new Error(`Nenhuma conta com o e-mail ${email}: crie a conta pelo site antes.`)
    const what = command === 'grant' ? 'agora é operador' : 'agora é cliente'
    console.log(change.changed ? `${change.email} ${what}` : `${change.email} já estava assim`)
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
  await run(db, process.argv.slice(2))
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await db.destroy()
}
