import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

// Text the server can send compressed; fonts and PNGs are compressed already.
const COMPRESSIBLE = /\.(?:js|css|html|svg|webmanifest|json|xml|txt)$/
// Below this, the headers of a compressed answer cost about what compression saves.
const MIN_BYTES = 1024

async function compressFile(file: string) {
  const content = await readFile(file)
  if (content.length < MIN_BYTES) return
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ])
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
}

/**
 * Writes a Brotli and a gzip copy beside every text file of the finished build (pages, service
 * worker included), so the server answers a phone on a slow connection with a third of the
 * bytes and spends no CPU compressing per request.
 */
export function precompressPlugin(): Plugin {
  let outDir = 'dist'
  return {
    name: 'atendimento:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    // After the prerendered pages and the service worker are written.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = await readdir(outDir, { recursive: true, encoding: 'utf8' })
        await Promise.all(
          files
            .filter((file) => COMPRESSIBLE.test(file))
            .map((file) => compressFile(join(outDir, file))),
        )
      },
    },
  }
}
