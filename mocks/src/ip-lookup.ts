import { IP_LOOKUP_SERVICES } from '@atendimento/domain/ip'
import { HttpResponse, http } from 'msw'

/** The public address every lookup service reports in the mocks (TEST-NET-3, RFC 5737). */
export const MOCK_PUBLIC_IP = '203.0.113.45'

/** A service's URL as an msw pattern: msw matches paths, so the query string is dropped. */
export function ipServicePattern(url: string): string {
  const { origin, pathname } = new URL(url)
  return `${origin}${pathname}`
}

/** What each of the four services answers, in its own shape. */
const ANSWERS: Record<string, (ip: string) => Record<string, unknown>> = {
  'api.ipify.org': (ip) => ({ ip }),
  'ipapi.co': (ip) => ({
    ip,
    version: 'IPv4',
    city: 'São Paulo',
    region: 'São Paulo',
    country: 'BR',
    country_name: 'Brazil',
  }),
  'api.myip.com': (ip) => ({ ip, country: 'Brazil', cc: 'BR' }),
  'ipinfo.io': (ip) => ({ ip, city: 'São Paulo', region: 'São Paulo', country: 'BR' }),
}

/** The body one lookup service answers with for `ip`, in the field the domain reads. */
export function ipLookupBody(url: string, ip: string = MOCK_PUBLIC_IP): Record<string, unknown> {
  const service = IP_LOOKUP_SERVICES.find((candidate) => candidate.url === url)
  const answer = ANSWERS[new URL(url).hostname]?.(ip) ?? {}
  return service ? { ...answer, [service.field]: ip } : answer
}

/** The four public IP lookup services of packages/domain/src/ip.ts, in order. */
export const ipLookupHandlers = (ip: string = MOCK_PUBLIC_IP) =>
  IP_LOOKUP_SERVICES.map((service) =>
    http.get(ipServicePattern(service.url), () => HttpResponse.json(ipLookupBody(service.url, ip))),
  )
