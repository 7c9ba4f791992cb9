// Front-end figures: the landing's first-load JS/CSS (gzip) and Lighthouse mobile runs.
import { chromium } from 'playwright-core'
import { measureFirstLoad } from '../../apps/web/e2e/first-load.ts'
import { waitForApp } from '../../apps/web/e2e/public-helpers.ts'
import { CHROMIUM_ARGS, chromiumLaunchOptions, chromiumPath } from '../chromium.mjs'

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`

export async function firstLoadFigures(baseUrl) {
  const browser = await chromium.launch(chromiumLaunchOptions())
  try {
    const load = await measureFirstLoad(await browser.newPage(), `${baseUrl}/`)
    const withApp = await measureFirstLoad(await browser.newPage(), `${baseUrl}/`, waitForApp)
    return [
      [
        'landing: JS do primeiro carregamento (gzip)',
        kB(load.jsGzipBytes),
        'alvo ≤ 125 kB; limite 130 kB; o app espera o primeiro gesto do visitante',
      ],
      [
        'landing: JS com o app, depois do primeiro gesto (gzip)',
        kB(withApp.jsGzipBytes),
        'limite 155 kB',
      ],
      [
        'landing: JS pedido antes da primeira pintura (gzip)',
        kB(load.jsBeforeFirstPaintGzipBytes),
        'o resto do JS carrega depois que a página pré-renderizada aparece',
      ],
      ['landing: CSS do primeiro carregamento (gzip)', kB(load.cssGzipBytes), 'limite 20 kB'],
    ]
  } finally {
    await browser.close()
  }
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

async function lighthouseRun(url) {
  const { default: lighthouse } = await import('lighthouse')
  const chromeLauncher = await import('chrome-launcher')
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROMIUM_ARGS,
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    })
    const { categories, audits } = result.lhr
    return {
      scores: CATEGORIES.map((id) => Math.round((categories[id]?.score ?? 0) * 100)),
      lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    }
  } finally {
    chrome.kill()
  }
}

/** The run with the median performance score: one run alone moves with the machine's load. */
async function medianRun(url, runs) {
  const results = []
  for (let i = 0; i < runs; i += 1) results.push(await lighthouseRun(url))
  results.sort((a, b) => a.scores[0] - b.scores[0])
  return results[Math.floor(results.length / 2)]
}

export async function lighthouseFigures(
  baseUrl,
  { paths = ['/', '/produtos', '/login'], runs = 3 },
) {
  const rows = []
  for (const path of paths) {
    const run = await medianRun(`${baseUrl}${path}`, runs)
    rows.push([
      `Lighthouse mobile ${path} (mediana de ${runs})`,
      `desempenho ${run.scores[0]}, acessibilidade ${run.scores[1]}, boas práticas ${run.scores[2]}, SEO ${run.scores[3]}`,
      `LCP ${(run.lcp / 1000).toFixed(2)} s, CLS ${run.cls.toFixed(3)}, TBT ${Math.round(run.tbt)} ms`,
    ])
  }
  return rows
}
