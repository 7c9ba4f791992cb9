import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { clientIp, DEFAULT_TRUSTED_PROXIES, type ProxyTrust } from './client-ip.ts'

/** The address the API would see for a request from `peer` carrying X-Forwarded-For `forwarded`. */
async function seen(trust: ProxyTrust, peer: string | undefined, forwarded?: string) {
  const app = new Hono().get('/', (c) => c.text(clientIp(c, trust)))
  const res = await app.request(
    '/',
    { headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded } },
    peer === undefined ? undefined : { incoming: { socket: { remoteAddress: peer } } },
  )
  return res.text()
}

const oneProxy = { hops: 1, from: DEFAULT_TRUSTED_PROXIES }

describe('the client address (TRUST_PROXY, TRUST_PROXY_FROM)', () => {
  it.each([
    [
      'no proxy configured: the socket peer, whatever the header says',
      { hops: 0, from: DEFAULT_TRUSTED_PROXIES },
      '127.0.0.1',
      '203.0.113.7',
      '127.0.0.1',
    ],
    [
      'one proxy: the entry it appended',
      oneProxy,
      '10.0.0.2',
      '198.51.100.1, 203.0.113.7',
      '203.0.113.7',
    ],
    [
      'one proxy on loopback, IPv4 mapped into IPv6',
      oneProxy,
      '::ffff:127.0.0.1',
      '203.0.113.7',
      '203.0.113.7',
    ],
    [
      'two proxies: the entry the outer one appended',
      { hops: 2, from: ['private'] },
      '10.0.0.2',
      '198.51.100.1, 203.0.113.7, 10.0.0.9',
      '203.0.113.7',
    ],
    [
      'a client that reached the port directly: its own header is ignored',
      oneProxy,
      '198.51.100.77',
      '203.0.113.7',
      '198.51.100.77',
    ],
    [
      'a proxy outside TRUST_PROXY_FROM: ignored',
      { hops: 1, from: ['10.1.0.0/16'] },
      '10.2.0.1',
      '203.0.113.7',
      '10.2.0.1',
    ],
    [
      'a forwarded entry that is no address: the peer',
      oneProxy,
      '10.0.0.2',
      'desconhecido',
      '10.0.0.2',
    ],
    ['a proxy that sent no header: the peer', oneProxy, '10.0.0.2', undefined, '10.0.0.2'],
    ['no socket at all', oneProxy, undefined, '203.0.113.7', 'desconhecido'],
  ] as const)('%s', async (_, trust, peer, forwarded, expected) => {
    expect(await seen(trust, peer, forwarded)).toBe(expected)
  })
})
