import { CHECKOUT_PREVIEWS_DIR } from '@atendimento/domain/site-build'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type PluginOption } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { fontPreloadPlugin } from './build/font-preload-plugin.ts'
import { prePaintPlugin } from './build/pre-paint-plugin.ts'
import { precompressPlugin } from './build/precompress-plugin.ts'
import { prerenderPlugin } from './build/prerender-plugin.ts'

const apiPort = process.env.API_PORT ?? '3000'
const SERVER_ENTRY = 'dist-server/entry-server.js'
// Writes (useMutation and its observer) happen only on screens loaded later: they stay out of
// it and travel with those screens.
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|jotai|@tanstack[\\/](history|store|react-store|router-core|react-router|query-core|react-query))[\\/](?!.*[\\/](useMutation|mutationObserver)\.js$)/
// Panda's css() runtime with the recipes every page's shell uses (button, card, badge), and
// lucide's icon factory (not the Ark style context, nor the icons). Not sva(): only the Ark
// parts' style context uses it, and they load later.
const STYLE_AND_ICON_RUNTIME =
  /styled-system[\\/](css[\\/](css|cx|cva|conditions|index)\.mjs|helpers\.mjs|recipes[\\/](create-recipe|button|card|badge)\.mjs)|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|defaultAttributes|Icon|context|shared|icons[\\/]check)/
// Small modules nearly every page reads (texts, constants, storage keys, base schemas, the
// site's contact settings and links, the plan list query, the session, the toasts' entry, the
// spinner of every pending state), kept together instead of as tiny chunks: merged, the
// landing's first load was 0.7 kB lighter than as five chunks of their own.
const APP_CORE =
  /packages[\\/]domain[\\/]src[\\/](messages|contact|constants|storage-keys|company|money|catalogue[\\/]system-requirements|schemas[\\/](fields|search|plan)|contract[\\/](endpoint|rows[\\/]plan-rows))\.ts$|apps[\\/]web[\\/]src[\\/](features[\\/]contact[\\/]site-config|features[\\/]plans[\\/]plans-query|features[\\/]shell[\\/](seo|notify)|features[\\/]auth[\\/]session|api[\\/](call-api|request))\.ts$|apps[\\/]web[\\/]src[\\/]features[\\/]contact[\\/]external-link\.tsx$|packages[\\/]ui[\\/]src[\\/]components[\\/](spinner[\\/]spinner|skeleton[\\/]skeleton)\.tsx$/

// What the entry runs before the app (main.tsx), Vite's helper for its dynamic import included: a
// landing waiting for the visitor loads this and no more, so none of it may sit in a chunk that
// imports the framework.
const BEFORE_APP =
  /packages[\\/]domain[\\/]src[\\/](constants|storage-keys|consent-hint|theme|plan-cards)\.ts$|apps[\\/]web[\\/]src[\\/](api[\\/]api-base-url|features[\\/]plans[\\/](plan-keys|early-plan-check)|features[\\/]shell[\\/](start-on-intent|early-actions|dehydrated-state)|features[\\/]theme[\\/](theme-store|apply-theme))\.ts$|vite[\\/]preload-helper/

const pwa = () =>
  VitePWA({
    // A new version waits for the visitor's go-ahead (the update prompt), registered from the
    // app through workbox-window after the first paint.
    registerType: 'prompt',
    injectRegister: false,
    includeAssets: ['favicon.svg', 'icon-192.png'],
    manifest: {
      name: 'Atendimento Inteligente',
      short_name: 'Atendimento',
      description: 'Automação do atendimento no WhatsApp Business com inteligência artificial.',
      lang: 'pt-BR',
      start_url: '/',
      display: 'standalone',
      theme_color: '#087243',
      background_color: '#020617',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    workbox: {
      clientsClaim: true,
      // Prerendered pages are precached as themselves; other routes boot from the bare shell.
      navigateFallback: '/spa.html',
      navigateFallbackDenylist: [/^\/api\//],
      globPatterns: ['**/*.{js,css,html,svg,woff2,webmanifest}'],
      // pt-BR needs only the Latin font file; Latin Extended stays downloadable on demand. The
      // checkout's previews are the server's to send (only while their plan is unchanged).
      globIgnores: ['**/inter-latin-ext-*', `${CHECKOUT_PREVIEWS_DIR}/**`],
      runtimeCaching: [
        // The plan list: shown at once from the last answer, refreshed in the background.
        {
          urlPattern: ({ url }) => url.pathname.endsWith('/api/plan'),
          handler: 'StaleWhileRevalidate',
          options: {
            cacheName: 'planos',
            expiration: { maxEntries: 4, maxAgeSeconds: 7 * 24 * 60 * 60 },
            cacheableResponse: { statuses: [200] },
          },
        },
        // The releases /download lists: the current list when online, the last one offline.
        {
          urlPattern: ({ url }) => url.pathname.endsWith('/api/releases'),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'versoes',
            networkTimeoutSeconds: 5,
            expiration: { maxEntries: 2, maxAgeSeconds: 30 * 24 * 60 * 60 },
            cacheableResponse: { statuses: [200] },
          },
        },
        // Sign-in, account and checkout answers are personal and must be current: never cached.
        { urlPattern: ({ url }) => url.pathname.includes('/api/'), handler: 'NetworkOnly' },
      ],
    },
  })

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    // The pre-paint script (theme, cookie banner), built from domain's rules (no copy to drift).
    !isSsrBuild && prePaintPlugin(),
    !isSsrBuild && fontPreloadPlugin(),
    !isSsrBuild && prerenderPlugin({ serverEntry: SERVER_ENTRY }),
    !isSsrBuild && pwa(),
    !isSsrBuild && precompressPlugin(),
  ] satisfies PluginOption[],
  server: { proxy: { '/api': `http://localhost:${apiPort}` } },
  // The dev server scans every source file at start: a dependency found later, on the first
  // visit to a lazy route, would make Vite reload the page in the middle of what you were doing.
  optimizeDeps: {
    entries: ['index.html', 'src/**/*.{ts,tsx}', '!src/**/*.{test,stories}.tsx', '!src/testing/**'],
  },
  build: isSsrBuild
    ? { outDir: 'dist-server', target: 'node24', emptyOutDir: true, copyPublicDir: false }
    : {
        target: 'es2022',
        // No preload links injected before each lazy chunk: inserting them cost a long task
        // while the page hydrates on a slow phone, and once the service worker has precached
        // the build a chunk's own imports arrive from the cache at once.
        modulePreload: false,
        rolldownOptions: {
          output: {
            // The framework every page needs travels as one chunk: many small shared chunks
            // each pay their own gzip overhead on the landing's first load.
            codeSplitting: {
              groups: [
                { name: 'before-app', test: BEFORE_APP, priority: 20 },
                { name: 'framework', test: FRAMEWORK, priority: 10 },
                { name: 'style-runtime', test: STYLE_AND_ICON_RUNTIME, priority: 5 },
                { name: 'app-core', test: APP_CORE, priority: 5 },
              ],
            },
          },
        },
      },
  ssr: { noExternal: [/^@atendimento\//] },
}))
