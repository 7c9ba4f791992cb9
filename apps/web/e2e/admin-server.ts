import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { freePort, halt, launch, repoRoot, serverEnv } from './built-server.ts'

/**
 * The built server on a data folder of its own: the operator journey stops it to run the admin
 * CLI, which, like the plans CLI, refuses a folder a running server holds. Its figures start
 * from zero, so they can be checked exactly.
 */
export async function startOwnServer() {
  const dataDir = await mkdtemp(join(tmpdir(), 'atendimento-admin-'))
  const port = await freePort()
  const env = serverEnv(port, { DATA_DIR: dataDir })
  let child = await launch(env, '/api/ready')
  return {
    origin: `http://127.0.0.1:${port}`,
    async start() {
      child = await launch(env, '/api/ready')
    },
    stop: () => halt(child, 'SIGTERM'),
    /** `npm run admin -- ARGS` on this server's data folder; its output. */
    async admin(...args: string[]) {
      const { stdout } = await promisify(execFile)('npm', ['run', '-s', 'admin', '--', ...args], {
        cwd: repoRoot,
        env,
      })
      return stdout
    },
    async remove() {
      await halt(child, 'SIGTERM')
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
