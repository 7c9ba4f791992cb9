import { resolve } from 'node:path'
import { build, type Plugin } from 'vite'

const FILE_NAME = 'pre-paint.js'

const EXTERNAL_TAG = `<script src="/${FILE_NAME}"></script>`

/**
 * Bundles src/features/shell/pre-paint.ts (theme and cookie-banner guesses from domain's rules)
 * into one classic, non-module script: it must run in <head> before first paint.
 */
async function bundlePrePaint(root: string): Promise<string> {
  const output = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      target: 'es2019',
      lib: {
        entry: resolve(root, 'src/features/shell/pre-paint.ts'),
        formats: ['iife'],
        name: 'prePaint',
        fileName: () => FILE_NAME,
      },
    },
  })
  const results = Array.isArray(output) ? output : [output]
  for (const result of results) {
    if (!('output' in result)) continue
    const chunk = result.output.find((item) => item.type === 'chunk')
    if (chunk?.type === 'chunk') return chunk.code
  }
  throw new Error('pre-paint: o bundle não gerou código')
}

export function prePaintPlugin(): Plugin {
  let root = process.cwd()
  return {
    name: 'atendimento:pre-paint',
    configResolved(config) {
      root = config.root
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        if (request.url?.split('?')[0] !== `/${FILE_NAME}`) return next()
        try {
          response.setHeader('Content-Type', 'text/javascript')
          response.end(await bundlePrePaint(root))
        } catch (error) {
          next(error)
        }
      })
    },
    // Built pages carry it inline: a blocking request in <head> on a slow phone connection
    // delays the first paint by a whole round trip. The server's CSP allows it by its hash,
    // which it computes from the built pages at start (apps/api content-security-policy.ts).
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        if (context.server) return html
        return html.replace(EXTERNAL_TAG, `<script>${(await bundlePrePaint(root)).trim()}</script>`)
      },
    },
  }
}
