import { existsSync, readFileSync } from 'node:fs'
import { extname, join } from 'node:path'

/**
 * A path that names a file (it has an extension, or lies under /assets/): when no such file was
 * built, the answer is a 404, never the app's page (a missing script served as HTML breaks the
 * page in ways nobody sees in the logs).
 */
export function isFilePath(path: string): boolean {
  return path.startsWith('/assets/') || extname(path) !== ''
}

/** '/produto/$id' -> /^\/produto\/[^/]+\/?$/ (TanStack Router's `$param` segments). */
function patternOf(route: string): RegExp {
  const source = route
    .split('/')
    .map((segment) =>
      segment.startsWith('$') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/')
  return new RegExp(`^${source === '' ? '' : source}/?$`)
}

/**
 * Whether the app has a route for a path, from the routes.json the web build writes. Without
 * that file (an older build), every path is taken for a route and served the app's page.
 */
export function appRouteMatcher(webRoot: string): (path: string) => boolean {
  const file = join(webRoot, 'routes.json')
  if (!existsSync(file)) return () => true
  const patterns = (JSON.parse(readFileSync(file, 'utf8')) as string[]).map(patternOf)
  return (path) => patterns.some((pattern) => pattern.test(path))
}
