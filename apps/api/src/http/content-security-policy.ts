import { createHash } from 'node:crypto'
import { IP_LOOKUP_SERVICES } from '@atendimento/domain/ip'

const originOf = (url: string) => new URL(url).origin

/**
 * The public postal-code service the spec names and its one fallback (BrasilAPI's CEP v2). The
 * web app keeps their full URLs in apps/web/src/api/cep.ts, which the API may not import;
 * static-site.test.ts reads that file and fails if the two lists part ways.
 */
export const CEP_SERVICE_ORIGINS = ['https://viacep.com.br', 'https://brasilapi.com.br'] as const

/**
 * Where the pages may send requests besides their own origin: the IP lookup services (from
 * domain), the CEP services and, when the site is built to call an API on another host, that
 * host. The STUN server of the IP discovery needs no entry: connect-src does not govern WebRTC.
 */
export function siteConnectSources({ apiOrigin }: { apiOrigin?: string | undefined } = {}) {
  const origins = [
    ...IP_LOOKUP_SERVICES.map((service) => originOf(service.url)),
    ...CEP_SERVICE_ORIGINS,
    ...(apiOrigin ? [apiOrigin] : []),
  ]
  return [...new Set(origins)]
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
// A <script> of any other type is a data block (the prerendered query state is one): the browser
// never runs it, so the CSP has nothing to allow.
const RUNNABLE_TYPE = /^\s*$|^(text|application)\/(java|ecma)script$|^module$/i

/** 'sha256-…' sources for every inline script a page runs (scripts with src are not inline). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue
    const type = attributes.match(/\btype\s*=\s*["']?([^"'\s>]*)/i)?.[1] ?? ''
    if (!RUNNABLE_TYPE.test(type)) continue
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return hashes
}

/**
 * The site's Content-Security-Policy: scripts only from our origin (plus the hash of each inline
 * script the build produced, if any), no plugins, no <base>, no framing, and network calls only
 * to our origin and the services of `connectSources`.
 */
export function contentSecurityPolicy({
  connectSources,
  scriptHashes = [],
  styleHashes = [],
}: {
  connectSources: readonly string[]
  scriptHashes?: readonly string[]
  /** Inline <style> elements a page's own script adds (the API reference's, see docs/). */
  styleHashes?: readonly string[]
}): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...new Set(scriptHashes)],
    // Ark positions popovers through style attributes; stylesheets themselves stay same-origin.
    'style-src': ["'self'", ...new Set(styleHashes)],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...connectSources],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}
