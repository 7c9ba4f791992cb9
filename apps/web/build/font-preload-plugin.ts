import type { Plugin } from 'vite'

// The one font file the first paint needs: Inter's variable Latin subset (pt-BR needs no other).
const FIRST_PAINT_FONT = /(^|\/)inter-latin-wght-400-800-[\w-]+\.woff2$/

/**
 * Preloads the body font from <head>: otherwise the browser finds it only after the CSS has
 * arrived and been parsed, and the largest text paints late or twice on a slow connection.
 */
export function fontPreloadPlugin(): Plugin {
  return {
    name: 'atendimento:font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const font = Object.keys(bundle ?? {}).find((fileName) => FIRST_PAINT_FONT.test(fileName))
        if (!font) throw new Error('font-preload: a fonte Inter latina não está no build')
        return {
          html,
          tags: [
            {
              tag: 'link',
              attrs: {
                rel: 'preload',
                as: 'font',
                type: 'font/woff2',
                crossorigin: '',
                href: `/${font}`,
              },
              injectTo: 'head',
            },
          ],
        }
      },
    },
  }
}
