import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { extname, join, relative } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { contentSecurityPolicy, inlineScriptHashes } from './content-security-policy.ts'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'
// Files whose name never changes between releases: browsers must always ask for a fresh copy.
const ALWAYS_FRESH = /\/$|(^|\/)(sw\.js|manifest\.webmanifest)$|\.html$/

function cacheControlFor(path: string): string {
  if (ALWAYS_FRESH.test(path)) return REVALIDATE
  if (path.includes('/assets/')) return IMMUTABLE
  return 'public, max-age=3600'
}

export interface StaticSiteOptions {
  webRoot: string
  /** Origins the pages may call besides their own (see siteConnectSources). */
  connectSources?: readonly string[]
}

/**
 * The hashes of the inline scripts of every page the build wrote (the shell and the prerendered
 * pages), read once at start: a script the web build inlines is allowed without a code change,
 * and nothing that was not in the build can be.
 */
export function builtInlineScriptHashes(webRoot: string): string[] {
  const pages = readdirSync(webRoot, { recursive: true, encoding: 'utf8' }).filter(
    (path) => path.endsWith('.html') && !path.split(/[\\/]/).includes('assets'),
  )
  return [
    ...new Set(
      pages.flatMap((page) => inlineScriptHashes(readFileSync(join(webRoot, page), 'utf8'))),
    ),
  ]
}

/**
 * Serves the built PWA: hashed assets cached for a year, the shell and the service worker
 * revalidated on every visit, and any other path answered by the app shell (client routes).
 */
export function staticSite({ webRoot, connectSources = [] }: StaticSiteOptions) {
  const shellFile = ['spa.html', 'index.html'].find((name) => existsSync(join(webRoot, name)))
  if (!shellFile) throw new Error(`Site não encontrado em ${webRoot}: rode npm run build`)
  const root = relative(process.cwd(), webRoot) || '.'
  // Prerendered routes live in `produtos.html`; `/produtos` must find them.
  const withHtmlExtension = (path: string) =>
    !extname(path) && path !== '/' && existsSync(join(webRoot, `${path}.html`))
      ? `${path}.html`
      : path

  const serveShell = serveStatic({ root, path: shellFile, precompressed: true })

  const policy = contentSecurityPolicy({
    connectSources,
    scriptHashes: builtInlineScriptHashes(webRoot),
  })

  const siteHeaders: readonly [string, string][] = [
    ['Content-Security-Policy', policy],
    ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
  ]

  // Headers go on the context before the file is served: a header added once the response
  // exists is kept by the Node adapter only, not by every Hono runtime.
  return new Hono()
    .use('*', async (c, next) => {
      for (const [name, value] of siteHeaders) c.header(name, value)
      c.header('Cache-Control', cacheControlFor(withHtmlExtension(c.req.path)))
      await next()
    })
    .use('*', serveStatic({ root, precompressed: true, rewriteRequestPath: withHtmlExtension }))
    .get('*', async (c, next) => {
      // Any other path is a client route: the app shell, which must always be fresh.
      c.header('Cache-Control', REVALIDATE)
      return serveShell(c, next)
    })
}
