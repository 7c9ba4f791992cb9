import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const here = import.meta.dirname
const ownRoots = [join(here, 'src'), join(here, '../domain/src')]

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* sourceFiles(path)
    else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path
  }
}

/**
 * Every third-party module the ui and domain sources (and `extraRoots`, e.g. the web app's
 * stories) import at run time. Browser-mode Vitest and
 * Storybook pre-bundle them up front; discovered late, Vite re-optimises and reloads the page
 * in the middle of a test run, which fails it.
 */
export function prebundledDeps(extraRoots: readonly string[] = []): string[] {
  const found = new Set([
    'react',
    'react-dom',
    'react-dom/client',
    'react/jsx-runtime',
    'react/jsx-dev-runtime',
  ])
  const importPattern = /^(?:import|export)\s+(?!type\b)[^'"]*?from\s+'([^'.][^']*)'/gm
  for (const root of [...ownRoots, ...extraRoots]) {
    let files: string[]
    try {
      files = [...sourceFiles(root)]
    } catch {
      continue
    }
    for (const file of files) {
      for (const match of readFileSync(file, 'utf8').matchAll(importPattern)) {
        const specifier = match[1] as string
        if (specifier.startsWith('@atendimento/') || specifier.startsWith('node:')) continue
        if (
          /^(vitest|@vitest\/|vitest-browser-react|@storybook\/|storybook\/|@pandacss\/)/.test(
            specifier,
          )
        )
          continue
        found.add(specifier)
      }
    }
  }
  return [...found].sort()
}
