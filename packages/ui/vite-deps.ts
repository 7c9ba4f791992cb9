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
  // Static imports and re-exports (not type-only), bare side-effect imports, and dynamic
  // `import('…')`, whose chunk is otherwise discovered only when a test first takes that path.
  const importPatterns = [
    /^(?:import|export)\s+(?!type\b)[^'"]*?from\s+'([^'.][^']*)'/gm,
    /^import\s+'([^'.][^']*)'/gm,
    /\bimport\(\s*'([^'.][^']*)'\s*\)/g,
  ]
  for (const root of [...ownRoots, ...extraRoots]) {
    let files: string[]
    try {
      files = [...sourceFiles(root)]
    } catch {
      continue
    }
    for (const file of files) {
      const source = readFileSync(file, 'utf8')
      for (const match of importPatterns.flatMap((pattern) => [...source.matchAll(pattern)])) {
        const specifier = match[1] as string
        if (/^(@atendimento\/|node:|virtual:|\/)/.test(specifier) || specifier.endsWith('.css'))
          continue
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
