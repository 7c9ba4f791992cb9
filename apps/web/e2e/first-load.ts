import { gzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'

export interface FirstLoad {
  jsGzipBytes: number
  cssGzipBytes: number
  files: { url: string; type: 'js' | 'css'; gzipBytes: number }[]
}

/**
 * What a first visit to `path` downloads before it settles: every script and stylesheet the
 * page asks for (entry, preloads, the route's lazy chunks), measured as gzip bytes.
 */
export async function measureFirstLoad(page: Page, path: string): Promise<FirstLoad> {
  const pending: Promise<FirstLoad['files'][number] | undefined>[] = []
  page.on('response', (response) => {
    const url = response.url()
    const type = url.endsWith('.js') ? 'js' : url.endsWith('.css') ? 'css' : undefined
    // The service worker and workbox-window, which registers it, load after the page is usable.
    if (!type || /\/sw\.js$|\/(workbox-window|virtual_pwa-register)[\w.-]*\.js$/.test(url)) return
    pending.push(response.body().then((body) => ({ url, type, gzipBytes: gzipSync(body).length })))
  })
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  const files = (await Promise.all(pending)).filter((file) => file !== undefined)
  const sum = (type: 'js' | 'css') =>
    files.filter((file) => file.type === type).reduce((total, file) => total + file.gzipBytes, 0)
  return { jsGzipBytes: sum('js'), cssGzipBytes: sum('css'), files }
}

export const LANDING_BUDGET = { jsGzipBytes: 150 * 1000, cssGzipBytes: 20 * 1000 }
