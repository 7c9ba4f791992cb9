import { execFile } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir, userInfo } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { freePort } from './server-process.ts'

const run = promisify(execFile)

/** The folder of PostgreSQL's initdb and pg_ctl (PG_BIN, or the newest Debian install). */
export function postgresBinaries(): string | undefined {
  const candidates = process.env.PG_BIN
    ? [process.env.PG_BIN]
    : existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => `/usr/lib/postgresql/${version}/bin`)
      : []
  const bin = candidates.find(
    (dir) => existsSync(join(dir, 'pg_ctl')) && existsSync(join(dir, 'initdb')),
  )
  // initdb refuses to run as root: as root, the commands run as the postgres user.
  if (!bin || (userInfo().uid === 0 && !postgresUser())) return undefined
  return bin
}

/** The postgres system user's uid and gid, if there is one. */
function postgresUser(): [number, number] | undefined {
  const passwd = existsSync('/etc/passwd') ? readFileSync('/etc/passwd', 'utf8') : ''
  const line = passwd.split('\n').find((entry) => entry.startsWith('postgres:'))
  if (!line) return undefined
  const [, , uid = '', gid = ''] = line.split(':')
  return [Number(uid), Number(gid)]
}

export interface ThrowawayCluster {
  url: string
  /** `pg_ctl stop`: 'immediate' is a crash (recovery at the next start), 'fast' a clean stop. */
  stop(mode?: 'immediate' | 'fast'): Promise<void>
  start(): Promise<void>
  /** Stops it and removes its files. */
  destroy(): Promise<void>
}

/**
 * A PostgreSQL cluster of its own on a free port, in a temporary folder, so a test may stop and
 * start it without touching the server everybody else uses. ~1-5 s for initdb, ~0.3 s a start.
 */
export async function startThrowawayCluster(bin: string): Promise<ThrowawayCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'pg-throwaway-'))
  const port = await freePort()
  const asRoot = userInfo().uid === 0
  const owner = postgresUser()
  if (asRoot && owner) chownSync(dir, ...owner)
  const sh = (command: string) =>
    asRoot ? run('su', ['postgres', '-c', command]) : run('sh', ['-c', command])
  const data = join(dir, 'data')
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`
  const start = () =>
    sh(`${bin}/pg_ctl -D ${data} -o '${options}' -l ${dir}/log -w start`).then(() => {})
  const stop = (mode: 'immediate' | 'fast' = 'fast') =>
    sh(`${bin}/pg_ctl -D ${data} -m ${mode} -w stop`).then(() => {})
  await sh(`${bin}/initdb -A trust -N -U postgres -D ${data}`)
  await start()
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async destroy() {
      await stop('immediate').catch(() => {})
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
