import { execFile } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative, resolve } from 'node:path'
import { expect, test } from '@playwright/test'

// Every page the build prerenders, and the app shell the others start from, as the W3C's Nu
// Html Checker (vnu-jar) sees them. It runs on Java: on Debian, `apt-get install
// openjdk-17-jre-headless` (.ci/run installs it where it is missing).
const dist = resolve(import.meta.dirname, '../dist')
const vnu = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')

// The checker does not know CSS anchor positioning yet (the menus' popovers use it): its own
// false alarm, not an error of the page. Everything else counts.
const UNKNOWN_TO_THE_CHECKER = /“(anchor-name|position-anchor|position-area)”/

interface VnuMessage {
  type: string
  url: string
  message: string
  lastLine?: number
  extract?: string
}

function htmlFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(path)
    return entry.name.endsWith('.html') ? [path] : []
  })
}

function check(files: string[]): Promise<{ messages?: VnuMessage[]; failure?: string }> {
  return new Promise((done) => {
    execFile(
      'java',
      ['-jar', vnu, '--errors-only', '--format', 'json', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error && 'code' in error && error.code === 'ENOENT') {
          done({ failure: 'Java não encontrado: instale o openjdk-17-jre-headless.' })
          return
        }
        // The report goes to stderr; the exit code is 1 whenever it lists an error.
        try {
          done({ messages: (JSON.parse(stderr) as { messages: VnuMessage[] }).messages })
        } catch {
          done({ failure: stderr || String(error) })
        }
      },
    )
  })
}

test('every prerendered page and the app shell pass the Nu Html Checker', async () => {
  test.setTimeout(120_000)
  const files = htmlFiles(dist)
  expect(files.map((file) => relative(dist, file))).toEqual(
    expect.arrayContaining(['index.html', 'spa.html', 'produtos.html', 'login.html']),
  )
  const { messages, failure } = await check(files)
  expect(failure).toBeUndefined()
  const errors = (messages ?? [])
    .filter((message) => !UNKNOWN_TO_THE_CHECKER.test(message.message))
    .map((message) => `${relative(dist, message.url.replace(/^file:/, ''))}: ${message.message}`)
  expect(errors).toEqual([])
})
