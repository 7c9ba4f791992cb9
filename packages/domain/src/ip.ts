/** How long the peer-connection candidate may take before the lookup services are asked. */
export const PEER_CANDIDATE_RACE_MS = 2000
/** The peer connection is closed after this long whatever happens. */
export const PEER_CONNECTION_TIMEOUT_MS = 5000
export const STUN_SERVER_URL = 'stun:stun.l.google.com:19302'
/** Who runs the STUN server, as the privacy policy names it. */
export const STUN_SERVER_PROVIDER = 'Google'
/**
 * Sent as remoteIp when every method fails: the unspecified address, which tells the API to
 * use the address the request came from.
 */
export const IP_FALLBACK = '0.0.0.0'

export interface IpLookupService {
  url: string
  /** The JSON field holding the address. */
  field: string
  /** Who runs it, as the privacy policy names it. */
  provider: string
}

/** Public IP lookup services, asked in this order. */
export const IP_LOOKUP_SERVICES: readonly IpLookupService[] = [
  { url: 'https://api.ipify.org?format=json', field: 'ip', provider: 'ipify' },
  { url: 'https://ipapi.co/json/', field: 'ip', provider: 'ipapi' },
  { url: 'https://api.myip.com', field: 'ip', provider: 'MyIP.com' },
  { url: 'https://ipinfo.io/json', field: 'ip', provider: 'IPinfo' },
]

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/

export function isIpv4(value: string): boolean {
  return IPV4.test(value)
}

/** A loose IPv6 check: hex groups and colons, with at least two colons. */
export function isIpv6(value: string): boolean {
  return /^[0-9a-f:.]+$/i.test(value) && (value.match(/:/g)?.length ?? 0) >= 2
}

function ipv4Octets(value: string): number[] {
  return value.split('.').map(Number)
}

/**
 * Addresses that say nothing about where the payer is: private ranges, loopback, link-local,
 * carrier-grade NAT and unspecified, in IPv4 and IPv6.
 */
export function isPrivateIp(value: string): boolean {
  if (isIpv4(value)) {
    const [a = 0, b = 0] = ipv4Octets(value)
    return (
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254) ||
      (a === 100 && b >= 64 && b <= 127)
    )
  }
  if (isIpv6(value)) {
    const lower = value.toLowerCase()
    return lower === '::' || lower === '::1' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower)
  }
  return false
}

export function isPublicIp(value: string): boolean {
  return (isIpv4(value) || isIpv6(value)) && !isPrivateIp(value)
}

/**
 * The first public address among ICE candidate lines such as
 * 'candidate:1 1 udp 1677729535 203.0.113.7 54321 typ srflx ...'. Obfuscated '.local'
 * hostnames and private addresses are skipped.
 */
export function publicIpFromCandidates(candidates: readonly string[]): string | null {
  for (const candidate of candidates) {
    const address = candidate.replace(/^a=/, '').trim().split(/\s+/)[4]
    if (address && isPublicIp(address)) return address
  }
  return null
}

/** The address a lookup service answered, when it is a public one. */
export function ipFromLookup(service: IpLookupService, body: unknown): string | null {
  if (body === null || typeof body !== 'object') return null
  const value = (body as Record<string, unknown>)[service.field]
  return typeof value === 'string' && isPublicIp(value.trim()) ? value.trim() : null
}

/** A service the browser asks for the payer's address, as the privacy policy names it. */
export interface IpDiscoveryParty {
  provider: string
  host: string
}

/**
 * Everyone the checkout's address discovery talks to, from the same configuration it runs on
 * (the privacy policy names them, and cannot drift from what the code calls): the STUN server
 * first, then the lookup services in the order they are asked.
 */
export function ipDiscoveryParties(): { stun: IpDiscoveryParty; lookups: IpDiscoveryParty[] } {
  return {
    stun: { provider: STUN_SERVER_PROVIDER, host: STUN_SERVER_URL.split(':')[1] ?? '' },
    lookups: IP_LOOKUP_SERVICES.map((service) => ({
      provider: service.provider,
      host: new URL(service.url).host,
    })),
  }
}
