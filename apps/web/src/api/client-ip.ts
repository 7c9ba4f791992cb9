import {
  IP_FALLBACK,
  IP_LOOKUP_SERVICES,
  ipFromLookup,
  PEER_CANDIDATE_RACE_MS,
  PEER_CONNECTION_TIMEOUT_MS,
  publicIpFromCandidates,
  STUN_SERVER_URL,
} from '@atendimento/domain/ip'

/** Each lookup service gets this long before the next one is asked. */
export const IP_LOOKUP_TIMEOUT_MS = 3000

/**
 * The public address a STUN server reflects in a server-reflexive ICE candidate; null when
 * the browser has no peer connections or only private and obfuscated candidates show up.
 * The connection is closed after PEER_CONNECTION_TIMEOUT_MS whatever happens.
 */
export function peerCandidateIp(): Promise<string | null> {
  if (typeof RTCPeerConnection === 'undefined') return Promise.resolve(null)
  return new Promise((resolve) => {
    let connection: RTCPeerConnection
    try {
      connection = new RTCPeerConnection({ iceServers: [{ urls: STUN_SERVER_URL }] })
    } catch {
      resolve(null)
      return
    }
    const finish = (ip: string | null) => {
      clearTimeout(timer)
      connection.onicecandidate = null
      connection.close()
      resolve(ip)
    }
    const timer = setTimeout(() => finish(null), PEER_CONNECTION_TIMEOUT_MS)
    connection.onicecandidate = (event) => {
      if (!event.candidate) return finish(null)
      const ip = publicIpFromCandidates([event.candidate.candidate])
      if (ip) finish(ip)
    }
    connection.createDataChannel('ip')
    connection
      .createOffer()
      .then((offer) => connection.setLocalDescription(offer))
      .catch(() => finish(null))
  })
}

const wait = <T>(ms: number, value: T) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms))

async function askLookupServices(fetchImpl: typeof fetch): Promise<string | null> {
  for (const service of IP_LOOKUP_SERVICES) {
    try {
      const response = await fetchImpl(service.url, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(IP_LOOKUP_TIMEOUT_MS),
      })
      if (!response.ok) continue
      const ip = ipFromLookup(service, await response.json())
      if (ip) return ip
    } catch {
      // Unreachable, slow or not JSON: the next service is asked.
    }
  }
  return null
}

export interface ClientIpSources {
  peer?: () => Promise<string | null>
  fetchImpl?: typeof fetch
}

/**
 * The payer's public address, sent as remoteIp (spec section 7): a peer-connection candidate
 * if one shows up within 2 s, else the four lookup services in order, else the fallback.
 */
export async function discoverClientIp({
  peer = peerCandidateIp,
  fetchImpl = fetch,
}: ClientIpSources = {}): Promise<string> {
  const fromPeer = await Promise.race([
    peer().catch(() => null),
    wait(PEER_CANDIDATE_RACE_MS, null),
  ])
  if (fromPeer) return fromPeer
  return (await askLookupServices(fetchImpl)) ?? IP_FALLBACK
}
