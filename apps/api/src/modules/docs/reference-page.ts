import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { contentSecurityPolicy } from '../../http/content-security-policy.ts'

/**
 * The interactive API reference: Scalar's standalone bundle, served from our own node_modules
 * (no CDN), in Portuguese, with every feature that would call another origin switched off: no
 * web fonts, no AI agent, no MCP, no developer tools. Requests made from its "Testar
 * Requisição" go to this same API.
 */
const REFERENCE_CONFIG = {
  url: 'openapi.json',
  withDefaultFonts: false,
  localization: { locale: 'pt' },
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: 'never',
  hideClientButton: false,
  theme: 'default',
}

/**
 * The <style> elements Scalar's bundle adds at run time (its stylesheet, its theme, its toasts'
 * styles, one empty), allowed by hash so the page keeps the site's `style-src 'self'`. They
 * change with Scalar's version: the docs e2e test fails on any style the policy blocks and
 * prints the hash Chromium asks for.
 */
export const REFERENCE_STYLE_HASHES = [
  "'sha256-d7niGYA9R/xp7r1pyc/+3ntTepKCabnrqd2exao76s4='",
  "'sha256-DLlkYCuDYGe6ME23YkUFB7Tc36rGDeo4mVBFbZX3uaU='",
  "'sha256-rO+6k1mDRASa9Q8IQu9I3bF+bjRdxDreAZCyGSaxzeI='",
  "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
  "'sha256-ZW1GSuo0pKyEx5Ar7ZC5Dflb/mjatjeTW9aVx0iZAzE='",
]

/** The site's policy (nothing from another origin, no inline script) plus those styles. */
export const REFERENCE_POLICY = contentSecurityPolicy({
  connectSources: [],
  styleHashes: REFERENCE_STYLE_HASHES,
})

export const REFERENCE_HTML = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Referência da API | Atendimento Inteligente</title>
  </head>
  <body>
    <noscript>A referência interativa precisa de JavaScript. O documento está em <a href="openapi.json">openapi.json</a>.</noscript>
    <div id="referencia"></div>
    <script src="docs/scalar.js"></script>
    <script src="docs/referencia.js"></script>
  </body>
</html>
`

const INIT_SCRIPT = `Scalar.createApiReference('#referencia', ${JSON.stringify(REFERENCE_CONFIG)})\n`

export interface ReferenceAsset {
  contentType: string
  etag: string
  body: Buffer
  br: Buffer
  gzip: Buffer
}

const scalarFile = () => {
  // The package exports its stylesheet only; the standalone bundle sits beside it.
  const stylesheet = createRequire(import.meta.url).resolve('@scalar/api-reference/style.css')
  return join(dirname(stylesheet), 'browser', 'standalone.js')
}

async function compressed(
  body: Buffer,
  etag: string,
  contentType: string,
): Promise<ReferenceAsset> {
  const [br, gz] = await Promise.all([
    // Quality 5: a fraction of quality 11's time on 4 MB, for a file read by developers.
    promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    promisify(gzip)(body),
  ])
  return { contentType, etag, body, br, gzip: gz }
}

// A Map, not an object: a file named `constructor` must not find Object's own.
const loaders = new Map<string, () => Promise<ReferenceAsset>>([
  [
    'scalar.js',
    async () => {
      const file = scalarFile()
      const { version } = JSON.parse(
        await readFile(join(dirname(file), '..', '..', 'package.json'), 'utf8'),
      ) as { version: string }
      return compressed(
        await readFile(file),
        `"scalar-${version}"`,
        'text/javascript; charset=utf-8',
      )
    },
  ],
  [
    'referencia.js',
    () => compressed(Buffer.from(INIT_SCRIPT), '"referencia-1"', 'text/javascript; charset=utf-8'),
  ],
])

const loaded = new Map<string, Promise<ReferenceAsset>>()

/** A file of the reference, read and compressed once, on first use; undefined if none. */
export function referenceAsset(name: string): Promise<ReferenceAsset> | undefined {
  const load = loaders.get(name)
  if (!load) return undefined
  let asset = loaded.get(name)
  if (!asset) {
    asset = load()
    loaded.set(name, asset)
    // A failed read is tried again next time, not remembered.
    asset.catch(() => loaded.delete(name))
  }
  return asset
}
