import { expect, type Page, test } from '@playwright/test'

const ORIGIN = 'https://atendimento-inteligente.example'

async function structuredDataTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks
    .flatMap((text) => [JSON.parse(text)].flat() as { '@type': string }[])
    .map((node) => node['@type'])
}

test('the sitemap lists every prerendered public page but the 404', async ({ request }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.headers()['content-type']).toContain('xml')
  const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => match[1],
  )
  expect(locations).toContain(`${ORIGIN}/`)
  expect(locations).toContain(`${ORIGIN}/produto/caneca-personalizada`)
  expect(locations).toContain(`${ORIGIN}/servico/sites`)
  expect(locations).toContain(`${ORIGIN}/termos`)
  expect(locations).not.toContain(`${ORIGIN}/404`)
  for (const location of locations) {
    const path = (location as string).slice(ORIGIN.length)
    expect((await request.get(path)).status(), path).toBe(200)
  }
})

test('robots.txt allows the site, keeps the account area out and points at the sitemap', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Allow: /')
  expect(robots).toContain('Disallow: /dashboard')
  expect(robots).not.toContain('Disallow: /login')
  expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
})

test('the landing and the product pages describe themselves in JSON-LD', async ({ page }) => {
  await page.goto('/')
  expect(await structuredDataTypes(page)).toEqual([
    'Organization',
    'SoftwareApplication',
    'FAQPage',
  ])
  await page.goto('/produto/caneca-personalizada')
  expect(await structuredDataTypes(page)).toEqual(['Product'])
})
