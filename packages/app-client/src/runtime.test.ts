import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// The library runs in the desktop app's process and in browser-like runtimes: fetch and Web
// Crypto only. The terminal stand-in (terminal/) and the tests may use Node.
// js-yaml is plain JavaScript (no Node API): electron-updater itself reads the feed with it.
const ALLOWED = /^(\.\/|@atendimento\/domain\/|jose$|js-yaml$|oauth4webapi$|uqr$|valibot$)/
const NODE_ONLY = /\b(process\.|Buffer\b|require\(|__dirname)/

const libraryFiles = readdirSync(new URL('.', import.meta.url)).filter(
  (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
)

function importsOf(source: string): string[] {
  return [...source.matchAll(/^import\s[^'"]*['"]([^'"]+)['"]/gm)].map((match) => match[1] ?? '')
}

describe('the library runs on fetch and Web Crypto alone', () => {
  it.each(libraryFiles)('%s imports no Node module nor React', (file) => {
    const source = readFileSync(new URL(file, import.meta.url), 'utf8')
    expect(importsOf(source).filter((name) => !ALLOWED.test(name))).toEqual([])
    expect(source).not.toMatch(NODE_ONLY)
  })

  it('sees a Node import where there is one', () => {
    expect(
      importsOf("import { readFile } from 'node:fs'\n").filter((name) => !ALLOWED.test(name)),
    ).toEqual(['node:fs'])
    expect('const x = process.env.A').toMatch(NODE_ONLY)
  })
})
