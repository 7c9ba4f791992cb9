// Starts the built site + API (`apps/api/dist/server.js`) on a port and a fresh database,
// for benchmarks. Returns its URL and a stop function.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const root = new URL('../../', import.meta.url).pathname

/**
 * `dataDir`: a folder of an earlier start to open again (kept at stop); by default a fresh one,
 * removed at stop.
 */
export async function startServer({ port, env = {}, dataDir: reused }) {
  const dataDir = reused ?? mkdtempSync(join(tmpdir(), 'atendimento-bench-'))
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // A line per request would cost time measured; warnings and errors still show.
      LOG_LEVEL: 'warn',
      ...env,
    },
    // Nothing reads stdout: a pipe left unread would fill and stall the server.
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  await waitUntilUp(`${url}/api/plan?activeOnly=true`, child)
  return {
    url,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
      if (!reused) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

async function waitUntilUp(url, child) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`o servidor saiu com código ${child.exitCode}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`o servidor não respondeu em ${url}`)
}
