import { BlockList, isIP } from 'node:net'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/**
 * Who may tell us the client's address: `hops` proxies stand in front of the API (0: none, the
 * socket's peer is the client), and only a peer whose address is in `from` is believed.
 */
export interface ProxyTrust {
  hops: number
  from: readonly string[]
}

export const NO_PROXY: ProxyTrust = { hops: 0, from: [] }

/** The address ranges the keywords of TRUST_PROXY_FROM stand for. */
const KEYWORDS: Record<string, readonly string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  private: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7', '169.254.0.0/16'],
}

export const DEFAULT_TRUSTED_PROXIES = ['loopback', 'private']

/** An address or range of TRUST_PROXY_FROM that is neither a keyword, an IP nor a CIDR. */
export function invalidProxyEntry(entries: readonly string[]): string | undefined {
  return entries.find((entry) => {
    if (KEYWORDS[entry]) return false
    const [address = '', prefix] = entry.split('/')
    const family = isIP(address)
    if (!family) return true
    if (prefix === undefined) return false
    const bits = Number(prefix)
    return !Number.isInteger(bits) || bits < 0 || bits > (family === 4 ? 32 : 128)
  })
}

function blockListOf(entries: readonly string[]): BlockList {
  const list = new BlockList()
  for (const entry of entries.flatMap((item) => KEYWORDS[item] ?? [item])) {
    const [address = '', prefix] = entry.split('/')
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4'
    if (prefix === undefined) list.addAddress(address, type)
    else list.addSubnet(address, Number(prefix), type)
  }
  return list
}

// An IPv4 client of a dual-stack socket shows up as ::ffff:a.b.c.d.
const unmapped = (address: string) =>
  address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address

const lists = new WeakMap<ProxyTrust, BlockList>()

function trusts(trust: ProxyTrust, address: string): boolean {
  let list = lists.get(trust)
  if (!list) {
    list = blockListOf(trust.from)
    lists.set(trust, list)
  }
  const family = isIP(address)
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4')
}

/** The socket's peer, or undefined without a socket (app.request in a test with no env). */
function peerAddress(c: Context): string | undefined {
  try {
    const address = getConnInfo(c).remote.address
    return address ? unmapped(address) : undefined
  } catch {
    return undefined
  }
}

/**
 * The caller's address as the server saw it. X-Forwarded-For is read only when proxies are
 * configured and the connection comes from one of them; then the entry `hops` from the right is
 * the client (each proxy appends the address it saw). Whatever a client wrote to the left of
 * that, or sent straight to our port, is ignored.
 */
export function clientIp(c: Context, trust: ProxyTrust): string {
  const peer = peerAddress(c)
  if (!peer) return 'desconhecido'
  if (trust.hops <= 0 || !trusts(trust, peer)) return peer
  const chain = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const entry = chain[Math.max(0, chain.length - trust.hops)]
  return entry && isIP(unmapped(entry)) ? unmapped(entry) : peer
}
