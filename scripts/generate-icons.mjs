// Renders the PWA icons (192, 512 and a maskable 512) from the SVG logo in Chromium.
// Run after changing apps/web/public/favicon.svg: `node scripts/generate-icons.mjs`.
import { readFile } from 'node:fs/promises'
import { chromium } from 'playwright-core'
import { chromiumLaunchOptions } from './chromium.mjs'

const publicDir = new URL('../apps/web/public/', import.meta.url)
const svg = await readFile(new URL('favicon.svg', publicDir), 'utf8')
const icons = [
  { file: 'icon-192.png', size: 192, padding: 0 },
  { file: 'icon-512.png', size: 512, padding: 0 },
  // Maskable icons keep the logo inside the central 80 % safe zone on a full-bleed background.
  { file: 'icon-maskable-512.png', size: 512, padding: 0.1 },
]

const browser = await chromium.launch(chromiumLaunchOptions())
try {
  for (const { file, size, padding } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } })
    const inset = Math.round(size * padding)
    await page.setContent(
      `<body style="margin:0;background:#087243;width:${size}px;height:${size}px">
        <div style="position:absolute;inset:${inset}px">${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div>
      </body>`,
    )
    await page.screenshot({ path: new URL(file, publicDir).pathname, omitBackground: false })
    await page.close()
    console.log(`gerado: ${file}`)
  }
} finally {
  await browser.close()
}
