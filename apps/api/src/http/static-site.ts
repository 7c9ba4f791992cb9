import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { extname, join, relative } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { contentSecurityPolicy, inlineScriptHashes } from './content-security-policy.ts'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'
// Files whose name never changes between releases: browsers must always ask for a fresh copy.
const ALWAYS_FRESH = /(^|\/)(index\.html|spa\.html|sw\.js|manifest\.webmanifest)$|\.html$/

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
  const shellFile = ['spa.html', 'index.html']
    .map((name) => join(webRoot, name))
    .find((file) => existsSync(file))
  if (!shellFile) throw new Error(`Site não encontrado em ${webRoot}: rode npm run build`)
  const root = relative(process.cwd(), webRoot) || '.'
  // Prerendered routes live in `produtos.html`; `/produtos` must find them.
  const withHtmlExtension = (path: string) =>
    !extname(path) && path !== '/' && existsSync(join(webRoot, `${path}.html`))
      ? `${path}.html`
      : path

  const policy = contentSecurityPolicy({
    connectSources,
    scriptHashes: builtInlineScriptHashes(webRoot),
  })

  return new Hono()
    .use('*', async (c, next) => {
      await next()
      c.header('Content-Security-Policy', policy)
      c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
      c.header('X-Content-Type-Options', 'nosniff')
      c.header('Referrer-Policy', 'strict-origin-when-cross-origin')
      c.header('X-Frame-Options', 'DENY')
      c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()')
    })
    .use(
      '*',
      serveStatic({
        root,
        precompressed: false,
        rewriteRequestPath: withHtmlExtension,
        onFound: (path, c) => c.header('Cache-Control', cacheControlFor(path)),
      }),
    )
    .get('*', async (c) => {
      c.header('Cache-Control', REVALIDATE)
      return c.html(await readFile(shellFile, 'utf8'))
    })
}
