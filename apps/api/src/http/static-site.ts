import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { extname, join, relative } from 'node:path'
import { CHECKOUT_PREVIEWS_DIR } from '@atendimento/domain/site-build'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { checkoutPreviews, type PlansOnSale } from './checkout-previews.ts'
import { contentSecurityPolicy, inlineScriptHashes } from './content-security-policy.ts'
import { appRouteMatcher, isFilePath } from './site-routes.ts'

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
  /** Without it, no checkout preview is sent (checkout-previews.ts). */
  plansOnSale?: PlansOnSale
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

const FILE_NOT_FOUND = 'Arquivo não encontrado'

/**
 * Serves the built PWA: hashed assets cached for a year, the shell and the service worker
 * revalidated on every visit, a route of the app answered by the app shell, and anything else
 * by the 404 page with the status 404 (a missing file by a plain 404).
 */
export function staticSite({ webRoot, connectSources = [], plansOnSale }: StaticSiteOptions) {
  const shellFile = ['spa.html', 'index.html'].find((name) => existsSync(join(webRoot, name)))
  if (!shellFile) throw new Error(`Site não encontrado em ${webRoot}: rode npm run build`)
  const root = relative(process.cwd(), webRoot) || '.'
  // Prerendered routes live in `produtos.html`; `/produtos` must find them. The 404 page is
  // not a route: /404 is answered as any unknown path (with the status 404).
  const withHtmlExtension = (path: string) =>
    !extname(path) && path !== '/' && path !== '/404' && existsSync(join(webRoot, `${path}.html`))
      ? `${path}.html`
      : path

  const serveShell = serveStatic({ root, path: shellFile, precompressed: true })
  const isAppRoute = appRouteMatcher(webRoot)
  const checkoutPreviewFor = checkoutPreviews(webRoot, root, plansOnSale)
  const notFoundPage = existsSync(join(webRoot, '404.html'))
    ? serveStatic({ root, path: '404.html', precompressed: true })
    : serveShell

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
      // The previews are sent in their checkout's place, never as files of their own.
      if (c.req.path.startsWith(`/${CHECKOUT_PREVIEWS_DIR}/`)) return c.text(FILE_NOT_FOUND, 404)
      await next()
    })
    .use('*', serveStatic({ root, precompressed: true, rewriteRequestPath: withHtmlExtension }))
    .get('*', async (c, next) => {
      const path = c.req.path
      if (isFilePath(path)) return c.text(FILE_NOT_FOUND, 404)
      // A client route: the app shell, which must always be fresh.
      c.header('Cache-Control', REVALIDATE)
      if (isAppRoute(path) && path !== '/404') {
        const preview = await checkoutPreviewFor(new URL(c.req.url))
        return (preview ?? serveShell)(c, next)
      }
      const page = await notFoundPage(c, next)
      return page ? new Response(page.body, { status: 404, headers: page.headers }) : undefined
    })
}
