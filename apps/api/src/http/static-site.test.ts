import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib'
import { IP_LOOKUP_SERVICES } from '@atendimento/domain/ip'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { useTestDatabase } from '../testing/test-database.ts'
import { CEP_SERVICE_ORIGINS, siteConnectSources } from './content-security-policy.ts'
import { staticSite } from './static-site.ts'

const db = useTestDatabase()

// A tiny build: the shell with an inline script, an unhashed script, a module entry and a data block
// (the prerendered query state), the SPA shell with another inline script, a prerendered page.
const INLINE_THEME = "document.documentElement.classList.add('dark')"
const INLINE_MODULE = "import('/assets/app-abc123.js')"
const page = (extra: string) => `<!doctype html><html lang="pt-BR"><head>
<script src="/pre-paint.js"></script>
<script>${INLINE_THEME}</script>
<script type="module" crossorigin src="/assets/app-abc123.js"></script>
</head><body><div id="root"></div>${extra}</body></html>`

let webRoot = ''
beforeAll(() => {
  webRoot = mkdtempSync(join(tmpdir(), 'site-csp-'))
  mkdirSync(join(webRoot, 'assets'))
  writeFileSync(
    join(webRoot, 'index.html'),
    page('<script id="__QUERY_STATE__" type="application/json">{"plans":[]}</script>'),
  )
  writeFileSync(join(webRoot, 'spa.html'), page(`<script type="module">${INLINE_MODULE}</script>`))
  writeFileSync(join(webRoot, 'produtos.html'), page('<main>Produtos</main>'))
  writeFileSync(join(webRoot, '404.html'), page('<main>Página não encontrada</main>'))
  // The app's routes, as the web build lists them.
  writeFileSync(
    join(webRoot, 'routes.json'),
    JSON.stringify(['/', '/dashboard', '/produto/$id', '/produtos']),
  )
  writeFileSync(join(webRoot, 'pre-paint.js'), '/* tema */')
  writeFileSync(join(webRoot, 'assets', 'app-abc123.js'), 'console.log(1)')
  // The web build writes a Brotli and a gzip copy beside each text file.
  for (const file of ['produtos.html', 'spa.html', '404.html', 'assets/app-abc123.js']) {
    const content = readFileSync(join(webRoot, file))
    writeFileSync(join(webRoot, `${file}.br`), brotliCompressSync(content))
    writeFileSync(join(webRoot, `${file}.gz`), gzipSync(content))
  }
})
afterAll(() => rmSync(webRoot, { recursive: true, force: true }))

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

function site() {
  const app = createApp({
    db: db(),
    site: staticSite({ webRoot, connectSources: siteConnectSources() }),
  })
  return (path: string, headers?: Record<string, string>) => app.request(path, { headers })
}

function directives(policy: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? '').split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

describe('the site under a strict Content-Security-Policy', () => {
  it.each([
    ['the landing', '/'],
    ['a prerendered page', '/produtos'],
    ['a client route (the SPA shell)', '/dashboard'],
    ['a hashed asset', '/assets/app-abc123.js'],
    ['the pre-paint script', '/pre-paint.js'],
  ])('sends CSP, HSTS, nosniff, Referrer-Policy and no framing on %s', async (_, path) => {
    const res = await site()(path)
    expect(res.status).toBe(200)
    const csp = directives(res.headers.get('content-security-policy'))
    expect(csp['default-src']).toEqual(["'self'"])
    expect(csp['object-src']).toEqual(["'none'"])
    expect(csp['base-uri']).toEqual(["'none'"])
    expect(csp['frame-ancestors']).toEqual(["'none'"])
    expect(csp['script-src']?.[0]).toBe("'self'")
    expect(csp['script-src']?.join(' ')).not.toMatch(/unsafe|\*|data:|https?:/)
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('x-frame-options')).toBe('DENY')
  })

  it('allows each inline script of the build by its hash, and nothing else inline', async () => {
    const csp = directives((await site()('/')).headers.get('content-security-policy'))
    expect(csp['script-src']?.sort()).toEqual(
      ["'self'", sha256(INLINE_THEME), sha256(INLINE_MODULE)].sort(),
    )
    // The JSON data block is not a script the browser runs: no hash for it.
    expect(csp['script-src']).not.toContain(sha256('{"plans":[]}'))
  })

  it('lets the pages call only their own origin, the IP lookup and the CEP services', async () => {
    const csp = directives((await site()('/')).headers.get('content-security-policy'))
    const expected = [
      "'self'",
      ...IP_LOOKUP_SERVICES.map((service) => new URL(service.url).origin),
      'https://viacep.com.br',
      'https://brasilapi.com.br',
    ]
    expect(csp['connect-src']?.sort()).toEqual(expected.sort())
  })

  it("adds the API's origin when the site is built to call an API on another host", () => {
    expect(siteConnectSources({ apiOrigin: 'https://api.exemplo.com.br' })).toContain(
      'https://api.exemplo.com.br',
    )
  })

  it('keeps the CEP origins in step with the URLs the web app calls', () => {
    const webCep = new URL('../../../web/src/api/cep.ts', import.meta.url)
    if (!existsSync(webCep)) return
    const urls = readFileSync(webCep, 'utf8').match(/https:\/\/[^'"`\s]+/g) ?? []
    expect(urls.length).toBeGreaterThan(0)
    for (const url of urls) expect(CEP_SERVICE_ORIGINS).toContain(new URL(url).origin)
  })

  it('leaves the API answers in JSON under /api', async () => {
    const res = await site()('/api/nada')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ message: 'Rota não encontrada' })
  })
})

describe('missing files and unknown pages', () => {
  it.each([
    ['a missing hashed asset', '/assets/x.js'],
    ['a missing icon', '/favicon.ico'],
    ['a missing file anywhere', '/produtos/foto.png'],
  ])('answers %s with a plain 404, not the app page', async (_, path) => {
    const res = await site()(path)
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(await res.text()).toBe('Arquivo não encontrado')
  })

  it.each([
    ['a path no route takes', '/pagina-que-nao-existe'],
    ['the 404 page itself', '/404'],
    ['a deeper path than a route', '/produtos/a/b'],
  ])('answers %s with the 404 page and the status 404', async (_, path) => {
    const res = await site()(path)
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'")
    expect(await res.text()).toContain('Página não encontrada')
    const compressed = await site()(path, { 'accept-encoding': 'br' })
    expect(compressed.status).toBe(404)
    expect(compressed.headers.get('content-encoding')).toBe('br')
  })

  it.each([
    ['a route with a parameter', '/produto/qualquer-um'],
    ['a route with a trailing slash', '/dashboard/'],
  ])('answers %s with the app shell and 200', async (_, path) => {
    const res = await site()(path)
    expect(res.status).toBe(200)
    expect(await res.text()).toContain(INLINE_MODULE)
  })

  it('answers an unknown API path with the JSON 404', async () => {
    const res = await site()('/api/nao/existe')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ message: 'Rota não encontrada' })
  })
})

describe('caching', () => {
  it.each([
    ['/', 'no-cache'],
    ['/produtos', 'no-cache'],
    ['/dashboard', 'no-cache'],
    ['/assets/app-abc123.js', 'public, max-age=31536000, immutable'],
    ['/pre-paint.js', 'public, max-age=3600'],
  ])('answers %s with Cache-Control %s', async (path, cacheControl) => {
    expect((await site()(path)).headers.get('cache-control')).toBe(cacheControl)
  })
})

describe('compressed answers', () => {
  it.each([
    ['a prerendered page', '/produtos', 'produtos.html', 'no-cache'],
    ['a client route (the SPA shell)', '/dashboard', 'spa.html', 'no-cache'],
    [
      'a hashed asset',
      '/assets/app-abc123.js',
      'assets/app-abc123.js',
      'public, max-age=31536000, immutable',
    ],
  ])(
    'sends the Brotli copy of %s to a browser that takes it, with the same caching',
    async (_, path, file, cacheControl) => {
      const res = await site()(path, { 'accept-encoding': 'gzip, deflate, br, zstd' })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-encoding')).toBe('br')
      expect(res.headers.get('vary')).toContain('Accept-Encoding')
      expect(res.headers.get('cache-control')).toBe(cacheControl)
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'")
      const body = brotliDecompressSync(Buffer.from(await res.arrayBuffer()))
      expect(body.equals(readFileSync(join(webRoot, file)))).toBe(true)
    },
  )

  it('falls back to gzip, then to the plain file', async () => {
    const gzipped = await site()('/produtos', { 'accept-encoding': 'gzip' })
    expect(gzipped.headers.get('content-encoding')).toBe('gzip')
    const plain = await site()('/produtos')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await plain.text()).toContain('<main>Produtos</main>')
  })
})
