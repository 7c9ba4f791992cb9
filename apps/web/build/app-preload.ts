import type { Rolldown } from 'vite'

type OutputBundle = Rolldown.OutputBundle
type OutputChunk = Rolldown.OutputChunk

const isChunk = (file: OutputBundle[string] | undefined): file is OutputChunk =>
  file?.type === 'chunk'

/** The chunks `names` need to run (themselves and every static import), less `known`. */
function withStaticImports(bundle: OutputBundle, names: string[], known: readonly string[]) {
  const found = new Set<string>()
  const visit = (name: string) => {
    if (found.has(name) || known.includes(name)) return
    found.add(name)
    const chunk = bundle[name]
    if (isChunk(chunk)) chunk.imports.forEach(visit)
  }
  names.forEach(visit)
  return [...found]
}

// A route's component, split from its file by TanStack Router's code splitting.
const ROUTE_COMPONENT = /[\\/]src[\\/]routes[\\/](.+)\.tsx\?tsr-split=component$/

/**
 * A route file's path in the address, by TanStack Router's file naming: '.' and '/' separate
 * segments, '_layout' and 'index' add none, '$param' is any one segment.
 */
function addressPatternOf(routeFile: string): RegExp {
  const segments = routeFile
    .split(/[\\/.]/)
    .filter((segment) => !segment.startsWith('_') && segment !== 'index')
    .map((segment) =>
      segment.startsWith('$') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
  return new RegExp(`^/${segments.join('/')}$`)
}

/** The chunks a page's route renders with: its own component and its layouts' components. */
function routeComponents(bundle: OutputBundle) {
  const byFile = new Map<string, string>()
  for (const file of Object.values(bundle)) {
    const routeFile = isChunk(file) ? ROUTE_COMPONENT.exec(file.facadeModuleId ?? '')?.[1] : null
    if (routeFile) byFile.set(routeFile.replaceAll('\\', '/'), file.fileName)
  }
  return (path: string): string[] => {
    const files = [...byFile.keys()]
    // A layout ('_auth', with its pages in '_auth/') is no page of its own.
    const isLayout = (file: string) => files.some((other) => other.startsWith(`${file}/`))
    const leaf = files.find((file) => !isLayout(file) && addressPatternOf(file).test(path))
    if (leaf === undefined) return []
    // '_guest/login' renders inside '_guest' (and the root, whose component is not split).
    const layouts = leaf.split('/').map((_, index, parts) => parts.slice(0, index + 1).join('/'))
    return layouts.flatMap((file) => byFile.get(file) ?? [])
  }
}

/**
 * The files a page's app needs before it can run, found in the client bundle as the browser
 * would find them one round trip after another: the start chunk, the framework and the rest of
 * its static imports, then the page's route components and theirs. Those the entry imports
 * itself are left out (the page asks for them already).
 */
export function appFilesFor(bundle: OutputBundle): (path: string | null) => string[] {
  const entry = Object.values(bundle).find(
    (file): file is OutputChunk => isChunk(file) && file.isEntry,
  )
  const start = entry?.dynamicImports.map((name) => bundle[name]).find(isChunk)
  if (!entry || !start) throw new Error('O bundle não tem a entrada e o início do app')
  const componentsOf = routeComponents(bundle)
  const startFiles = withStaticImports(bundle, [start.fileName], entry.imports)
  return (path) => {
    const routeFiles = path === null ? [] : componentsOf(path)
    return [
      ...startFiles,
      ...withStaticImports(bundle, routeFiles, [...entry.imports, ...startFiles]),
    ]
  }
}

/** Where a page lists its app's files (a JSON data block, which runs nothing; main.tsx reads it). */
const APP_FILES_ID = '__APP_FILES__'

/**
 * The page's app files, listed at the end of its body: the entry asks for them all at once when
 * it starts the app (main.tsx: after the first paint, or on the landing at the visitor's first
 * act). Not as <link rel="modulepreload"> in the HTML: asked for before the paint, they share
 * the slow connection with what the paint needs, and Lighthouse counts them into the LCP
 * (docs/benchmarks.md).
 */
export function withAppFilesListed(page: string, files: readonly string[]): string {
  const list = JSON.stringify(files.map((file) => `/${file}`))
  return page.replace(
    '</body>',
    `<script id="${APP_FILES_ID}" type="application/json">${list}</script></body>`,
  )
}
