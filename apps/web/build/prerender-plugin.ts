import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { CHECKOUT_PREVIEWS_DIR } from '@atendimento/domain/site-build'
import type { Plugin } from 'vite'
import { appFilesFor, withAppFilesListed } from './app-preload.ts'

interface ServerEntry {
  PRERENDERED_PATHS: readonly string[]
  appRoutePaths(): string[]
  SITE_ORIGIN: string
  structuredDataScript(path: string): string
  renderPage(url: string): Promise<{ html: string; dehydratedState: unknown }>
  renderAppShell(): Promise<string>
  renderCheckoutPreviews(): Promise<{ plan: { _id: string }; title: string; html: string }[]>
}

/** '/' -> index.html, '/produtos' -> produtos.html (workbox and the server map clean URLs). */
export const htmlFileFor = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`)

const HEAD_TAG = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)/

/** React puts a route's <title> and <meta> first in its output; they belong in <head>. */
function splitHead(html: string): { head: string; body: string } {
  let head = ''
  let body = html
  for (let match = HEAD_TAG.exec(body); match; match = HEAD_TAG.exec(body)) {
    head += match[0]
    body = body.slice(match[0].length)
  }
  return { head, body }
}

// Pages that only make sense signed in, or in the middle of a flow, stay out of search results
// (login and registration stay findable: people search for where to sign in).
const PRIVATE_PATHS = [
  '/dashboard',
  '/esqueci-senha',
  '/validar-codigo',
  '/alterar-senha',
  '/confirmar-email',
  '/subscribe/',
]

export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths
    .filter((path) => path !== '/404')
    .map((path) => `  <url><loc>${origin}${path}</loc></url>`)
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>
`
}

export function robotsTxt(origin: string): string {
  return `User-agent: *
Allow: /
${PRIVATE_PATHS.map((path) => `Disallow: ${path}`).join('\n')}

Sitemap: ${origin}/sitemap.xml
`
}

const escapeJsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

export function injectPage(
  template: string,
  path: string,
  html: string,
  state: unknown,
  structuredData = '',
): string {
  const { head, body } = splitHead(html)
  let page = template
  if (head.includes('<title>')) page = page.replace(/<title>[^<]*<\/title>\s*/, '')
  if (head.includes('name="description"')) {
    page = page.replace(/<meta\s+name="description"[^>]*>\s*/, '')
  }
  return page
    .replace('<html lang="pt-BR"', `<html lang="pt-BR" data-ssr-path="${path}"`)
    .replace('</head>', `${head}${structuredData}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${body}</div><script id="__QUERY_STATE__" type="application/json">${escapeJsonForHtml(state)}</script>`,
    )
}

/** The app shell: the template with the site's frame and a loading state in #root. */
export function injectAppShell(template: string, html: string): string {
  return template.replace('<div id="root"></div>', `<div id="root">${html}</div>`)
}

/**
 * A checkout's preview: the app shell of its URL, with its title, marked (data-preview-path) as
 * a page that is already drawn, so the entry lets it paint before the app's code loads.
 */
export function injectCheckoutPreview(
  template: string,
  path: string,
  { title, html }: { title: string; html: string },
): string {
  return injectAppShell(template, html)
    .replace(
      /<title>[^<]*<\/title>/,
      `<title>${title.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</title>`,
    )
    .replace('<html lang="pt-BR"', `<html lang="pt-BR" data-preview-path="${path}"`)
}

async function writeCheckoutPreviews(
  outDir: string,
  templateFor: (path: string) => string,
  entry: ServerEntry,
) {
  const previews = await entry.renderCheckoutPreviews()
  const dir = join(outDir, CHECKOUT_PREVIEWS_DIR)
  await mkdir(dir, { recursive: true })
  for (const preview of previews) {
    if (preview.html.includes('<script')) {
      throw new Error('A prévia do checkout gerou um <script> inline, bloqueado pela CSP')
    }
    const path = `/subscribe/${preview.plan._id}`
    const page = injectCheckoutPreview(templateFor(path), path, preview)
    await writeFile(join(dir, `${preview.plan._id}.html`), page)
  }
  const plans = previews.map((preview) => preview.plan)
  await writeFile(join(dir, 'plans.json'), `${JSON.stringify(plans)}\n`)
}

/**
 * After the client build, renders every public route with the server bundle into static HTML.
 * Runs before vite-plugin-pwa writes the service worker, so the pages get precached.
 */
export function prerenderPlugin({ serverEntry }: { serverEntry: string }): Plugin {
  let outDir = 'dist'
  let appFiles: (path: string | null) => string[] = () => []
  return {
    name: 'atendimento:prerender',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    generateBundle(_, bundle) {
      appFiles = appFilesFor(bundle)
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        const built = await readFile(join(outDir, 'index.html'), 'utf8')
        // Every page lists its app's files for the entry to ask for at once (the app shell,
        // for whichever route it stands in, those every route needs).
        const templateFor = (path: string | null) => withAppFilesListed(built, appFiles(path))
        const entry: ServerEntry = await import(pathToFileURL(resolve(serverEntry)).href)
        const shell = await entry.renderAppShell()
        if (shell.includes('<script')) {
          throw new Error('O app shell gerou um <script> inline, bloqueado pela CSP')
        }
        await writeFile(join(outDir, 'spa.html'), injectAppShell(templateFor(null), shell))
        await writeCheckoutPreviews(outDir, templateFor, entry)
        for (const path of entry.PRERENDERED_PATHS) {
          const { html, dehydratedState } = await entry.renderPage(path)
          // The CSP allows no inline script: a page that needs one would break when served.
          if (html.includes('<script')) {
            throw new Error(`Prerender de ${path} gerou um <script> inline, bloqueado pela CSP`)
          }
          const file = join(outDir, htmlFileFor(path))
          await mkdir(dirname(file), { recursive: true })
          await writeFile(
            file,
            injectPage(
              templateFor(path),
              path,
              html,
              dehydratedState,
              entry.structuredDataScript(path),
            ),
          )
        }
        await writeFile(
          join(outDir, 'sitemap.xml'),
          sitemapXml(entry.SITE_ORIGIN, entry.PRERENDERED_PATHS),
        )
        await writeFile(join(outDir, 'robots.txt'), robotsTxt(entry.SITE_ORIGIN))
        // The server's list of app routes: any other path gets the 404 page with status 404.
        await writeFile(join(outDir, 'routes.json'), `${JSON.stringify(entry.appRoutePaths())}\n`)
      },
    },
  }
}
