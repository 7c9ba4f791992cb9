import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { openApiDocument } from '@atendimento/domain/contract/openapi'
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { route } from '../../http/contract-route.ts'
import {
  REFERENCE_HTML,
  REFERENCE_POLICY,
  type ReferenceAsset,
  referenceAsset,
} from './reference-page.ts'

const REVALIDATE = 'public, no-cache'

/** The document, made from the contract table once per process. */
let documentText: string | undefined
const documentOnce = () => {
  documentText ??= JSON.stringify(openApiDocument('/api'))
  return documentText
}

function sendAsset(c: Context, asset: ReferenceAsset) {
  c.header('Cache-Control', REVALIDATE)
  c.header('ETag', asset.etag)
  c.header('Vary', 'Accept-Encoding')
  if (c.req.header('if-none-match') === asset.etag) return c.body(null, 304)
  const accepted = c.req.header('accept-encoding') ?? ''
  const [encoding, body] = /\bbr\b/.test(accepted)
    ? ['br', asset.br]
    : /\bgzip\b/.test(accepted)
      ? ['gzip', asset.gzip]
      : [undefined, asset.body]
  if (encoding) c.header('Content-Encoding', encoding)
  return c.body(new Uint8Array(body), 200, { 'Content-Type': asset.contentType })
}

export function docsRoutes() {
  return [
    route('openApiDocument', (c) => {
      c.header('Cache-Control', REVALIDATE)
      return c.body(documentOnce(), 200, { 'Content-Type': 'application/json; charset=utf-8' })
    }),
    route('apiReference', (c) => {
      // A page, unlike the rest of the API: the site's policy, with the reference's styles.
      c.header('Content-Security-Policy', REFERENCE_POLICY)
      c.header('Cache-Control', REVALIDATE)
      return c.html(REFERENCE_HTML)
    }),
    route('apiReferenceAsset', async (c, { params }) => {
      const asset = referenceAsset(params.file)
      if (!asset) throw new HTTPException(404, { message: API_MESSAGES.routeNotFound })
      return sendAsset(c, await asset)
    }),
  ]
}
