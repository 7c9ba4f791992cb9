import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { samePlanCards } from '@atendimento/domain/plan-cards'
import type { Plan } from '@atendimento/domain/schemas/plan'
import { CHECKOUT_PREVIEWS_DIR } from '@atendimento/domain/site-build'
import { serveStatic } from '@hono/node-server/serve-static'
import type { MiddlewareHandler } from 'hono'

const CHECKOUT_PATH = /^\/subscribe\/([^/]+)\/?$/

/** The plans on sale now (the public list, as GET /plan answers it). */
export type PlansOnSale = () => Promise<readonly Plan[]>

/**
 * The page for /subscribe/{id}: the build's preview of that checkout (its plan drawn, so a slow
 * phone shows the plan and its price at the first paint), but only while the plan on sale
 * draws the same (name, price, cycle, description, features): a preview of a changed or
 * withdrawn plan would show what is no longer sold. Undefined means the app shell.
 */
export function checkoutPreviews(
  webRoot: string,
  root: string,
  plansOnSale?: PlansOnSale,
): (url: URL) => Promise<MiddlewareHandler | undefined> {
  const manifest = join(webRoot, CHECKOUT_PREVIEWS_DIR, 'plans.json')
  if (!plansOnSale || !existsSync(manifest)) return async () => undefined
  const drawn = new Map(
    (JSON.parse(readFileSync(manifest, 'utf8')) as Plan[]).map((plan) => [
      plan._id,
      {
        plan,
        page: serveStatic({
          root,
          path: `${CHECKOUT_PREVIEWS_DIR}/${plan._id}.html`,
          precompressed: true,
        }),
      },
    ]),
  )
  return async (url) => {
    // A step in the address (?etapa=) is not the preview's first step: the app shell instead.
    const id = url.search === '' ? CHECKOUT_PATH.exec(url.pathname)?.[1] : undefined
    const preview = id === undefined ? undefined : drawn.get(id)
    if (!preview) return undefined
    const live = await plansOnSale().catch(() => [])
    const onSale = live.find((plan) => plan._id === preview.plan._id)
    return onSale && samePlanCards([preview.plan], [onSale]) ? preview.page : undefined
  }
}
