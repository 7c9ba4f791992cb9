import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SEED_PLANS } from '@atendimento/domain/catalogue/seed-plans'
import type { Plan } from '@atendimento/domain/schemas/plan'
import { CHECKOUT_PREVIEWS_DIR } from '@atendimento/domain/site-build'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PlansOnSale } from './checkout-previews.ts'
import { staticSite } from './static-site.ts'

const [drawn = SEED_PLANS[0] as Plan, other = SEED_PLANS[1] as Plan] = SEED_PLANS
const SHELL = '<main>Carregando a página…</main>'
const PREVIEW = `<main>Assinar o plano ${drawn.name}</main>`

// A build with the app shell and one checkout's preview (the plan it drew in plans.json).
let webRoot = ''
beforeAll(() => {
  webRoot = mkdtempSync(join(tmpdir(), 'checkout-previews-'))
  const previews = join(webRoot, CHECKOUT_PREVIEWS_DIR)
  mkdirSync(previews)
  writeFileSync(join(webRoot, 'spa.html'), `<!doctype html><div id="root">${SHELL}</div>`)
  writeFileSync(join(webRoot, 'routes.json'), JSON.stringify(['/', '/subscribe/$planId']))
  writeFileSync(join(previews, `${drawn._id}.html`), `<!doctype html>${PREVIEW}`)
  writeFileSync(join(previews, 'plans.json'), JSON.stringify([drawn]))
})
afterAll(() => rmSync(webRoot, { recursive: true, force: true }))

const onSale =
  (...plans: Plan[]): PlansOnSale =>
  async () =>
    plans

async function pageAt(path: string, plansOnSale?: PlansOnSale) {
  const res = await staticSite({ webRoot, plansOnSale }).request(path)
  return { status: res.status, body: await res.text(), cache: res.headers.get('cache-control') }
}

describe("the checkout's preview, sent in place of the app shell", () => {
  it('is sent while the plan on sale draws as the preview does, and is revalidated', async () => {
    const page = await pageAt(`/subscribe/${drawn._id}`, onSale(other, drawn))
    expect(page).toMatchObject({ status: 200, cache: 'no-cache' })
    expect(page.body).toContain(PREVIEW)
  })

  it('ignores what the checkout does not show (the computers allowed, the entitlements)', async () => {
    const changed = { ...drawn, maxDevices: 9, entitlements: [] }
    expect((await pageAt(`/subscribe/${drawn._id}`, onSale(changed))).body).toContain(PREVIEW)
  })

  it.each<[string, Partial<Plan>]>([
    ['its price', { price: drawn.price + 100 }],
    ['its name', { name: 'Outro nome' }],
    ['its billing cycle', { billingCycleDays: 90 }],
    ['its description', { description: 'Outra descrição' }],
    ['its features', { features: [...drawn.features, 'Mais um recurso'] }],
  ])('gives way to the app shell once the operator changed %s', async (_, change) => {
    const page = await pageAt(`/subscribe/${drawn._id}`, onSale({ ...drawn, ...change }))
    expect(page).toMatchObject({ status: 200, body: expect.stringContaining(SHELL) })
  })

  it.each<[string, string, PlansOnSale | undefined]>([
    ['the plan is no longer on sale', `/subscribe/${drawn._id}`, onSale(other)],
    ['the plans cannot be read', `/subscribe/${drawn._id}`, () => Promise.reject(new Error('x'))],
    ['the address asks for a later step', `/subscribe/${drawn._id}?etapa=pagamento`, onSale(drawn)],
    ['no preview was drawn for the plan', `/subscribe/${other._id}`, onSale(drawn, other)],
    ['the server was given no plans to check against', `/subscribe/${drawn._id}`, undefined],
  ])('is not sent when %s: the app shell is', async (_, path, plansOnSale) => {
    const page = await pageAt(path, plansOnSale)
    expect(page).toMatchObject({ status: 200, body: expect.stringContaining(SHELL) })
    expect(page.body).not.toContain(PREVIEW)
  })

  it('is never sent as a file of its own', async () => {
    for (const file of [`${drawn._id}.html`, 'plans.json']) {
      const page = await pageAt(`/${CHECKOUT_PREVIEWS_DIR}/${file}`, onSale(drawn))
      expect(page.status).toBe(404)
      expect(page.body).not.toContain(PREVIEW)
    }
  })
})
