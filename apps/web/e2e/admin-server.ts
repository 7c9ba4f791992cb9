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
  const cli = async (script: string, args: string[]) => {
    const { stdout } = await promisify(execFile)('npm', ['run', '-s', script, '--', ...args], {
      cwd: repoRoot,
      env,
    })
    return stdout
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    async start() {
      child = await launch(env, '/api/ready')
    },
    stop: () => halt(child, 'SIGTERM'),
    /** `npm run admin -- ARGS` on this server's data folder; its output. */
    admin: (...args: string[]) => cli('admin', args),
    /**
     * `npm run admin -- grant EMAIL`: the CLI refuses the folder while the server holds it, so
     * the server stops for it and starts again. The CLI's output.
     */
    async grantOperator(email: string) {
      await halt(child, 'SIGTERM')
      const output = await cli('admin', ['grant', email])
      child = await launch(env, '/api/ready')
      return output
    },
    /** `npm run versions -- ARGS` on this server's data folder; its output. */
    versions: (...args: string[]) => cli('versions', args),
    async remove() {
      await halt(child, 'SIGTERM')
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
