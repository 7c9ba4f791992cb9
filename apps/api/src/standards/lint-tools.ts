import { execFile } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const require = createRequire(import.meta.url)
export const standardsDir = fileURLToPath(new URL('../../standards/', import.meta.url))

/** A tool's command-line entry, to be run by this very Node (the project's), never a global one. */
export function binOf(pkg: string, bin: string): string {
  const manifest = require.resolve(`${pkg}/package.json`)
  const bins = require(manifest).bin as string | Record<string, string>
  return join(dirname(manifest), typeof bins === 'string' ? bins : (bins[bin] ?? ''))
}

export interface ToolRun {
  code: number
  stdout: string
  stderr: string
}

/** Runs a script with the project's Node; resolves with its exit code and output. */
export function runNode(
  script: string,
  args: string[],
  { env = {}, cwd = standardsDir }: { env?: Record<string, string>; cwd?: string } = {},
): Promise<ToolRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [script, ...args],
      { env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024, cwd },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0
        resolve({ code, stdout, stderr })
      },
    )
  })
}

/** Writes `text` to a new temporary folder; returns the file's path. */
export function tempFile(name: string, text: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'padroes-')), name)
  writeFileSync(file, text)
  return file
}
