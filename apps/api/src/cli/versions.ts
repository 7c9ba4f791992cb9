// The desktop app's releases: `npm run versions -- list | publish ... | rollout V P | withdraw V`.
import { readConfig } from '../config.ts'
import { openDatabase } from '../db/database.ts'
import { seedReleasesOnFirstStart } from '../modules/releases/seed-releases.ts'
import { runVersions } from '../modules/releases/versions-command.ts'

// A folder the server holds, or a database that refuses: one line saying why, no stack trace.
const db = await openDatabase(readConfig(process.env).database).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
try {
  // The same first-start seed as the server, so the list shows what the site would show.
  await seedReleasesOnFirstStart(db)
  await runVersions(db, process.argv.slice(2), {
    cwd: process.env.INIT_CWD ?? process.cwd(),
    now: () => new Date(),
    print: (line) => console.log(line),
    table: (rows) => console.table(rows),
    urlBase: process.env.RELEASES_URL_BASE,
  })
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await db.destroy()
}
