import { describe, expect, it } from 'vitest'
import {
  IP_FALLBACK,
  IP_LOOKUP_SERVICES,
  ipDiscoveryParties,
  ipFromLookup,
  isIpv4,
  isIpv6,
  isPrivateIp,
  isPublicIp,
  PEER_CANDIDATE_RACE_MS,
  PEER_CONNECTION_TIMEOUT_MS,
  publicIpFromCandidates,
} from './ip.ts'

describe('IP discovery before payment', () => {
  it.each([
    ['10.0.0.1', true],
    ['10.255.255.255', true],
    ['172.16.0.1', true],
    ['172.31.255.255', true],
    ['172.15.0.1', false],
    ['172.32.0.1', false],
    ['192.168.1.10', true],
    ['192.169.1.10', false],
    ['127.0.0.1', true],
    ['169.254.10.20', true],
    ['100.64.0.1', true],
    ['100.127.255.255', true],
    ['100.128.0.1', false],
    ['0.0.0.0', true],
    ['203.0.113.7', false],
    ['8.8.8.8', false],
    ['::1', true],
    ['::', true],
    ['fd12:3456:789a::1', true],
    ['fc00::1', true],
    ['fe80::1', true],
    ['2001:db8::1', false],
    ['2804:14c:65::1', false],
    ['example.local', false],
  ])('isPrivateIp(%j) is %s', (input, expected) => {
    expect(isPrivateIp(input)).toBe(expected)
  })

  it.each([
    ['203.0.113.7', true],
    ['2804:14c:65::1', true],
    ['192.168.0.1', false],
    ['256.1.1.1', false],
    ['1.2.3', false],
    ['abc', false],
    ['6f1c5a2e-1b7a.local', false],
  ])('isPublicIp(%j) is %s', (input, expected) => {
    expect(isPublicIp(input)).toBe(expected)
  })

  it('tells IPv4 from IPv6', () => {
    expect(isIpv4('203.0.113.7')).toBe(true)
    expect(isIpv6('203.0.113.7')).toBe(false)
    expect(isIpv6('2001:db8::1')).toBe(true)
  })

  it('races the peer connection 2 s and closes it after 5 s', () => {
    expect(PEER_CANDIDATE_RACE_MS).toBe(2000)
    expect(PEER_CONNECTION_TIMEOUT_MS).toBe(5000)
  })

  it.each([
    [
      'the first public candidate',
      [
        'candidate:1 1 udp 2122260223 192.168.0.10 54321 typ host',
        'candidate:2 1 udp 1686052607 203.0.113.7 54321 typ srflx raddr 192.168.0.10 rport 54321',
      ],
      '203.0.113.7',
    ],
    [
      'an SDP line with a=',
      ['a=candidate:2 1 udp 1686052607 198.51.100.20 6000 typ srflx'],
      '198.51.100.20',
    ],
    [
      'obfuscated .local hosts are skipped',
      ['candidate:1 1 udp 2122260223 6f1c5a2e-1b7a.local 54321 typ host'],
      null,
    ],
    ['only private ranges: none', ['candidate:1 1 udp 2122260223 10.0.0.2 54321 typ host'], null],
    ['malformed lines: none', ['candidate', ''], null],
    ['no candidates: none', [], null],
  ])('publicIpFromCandidates: %s', (_, candidates, expected) => {
    expect(publicIpFromCandidates(candidates)).toBe(expected)
  })

  it('asks four public services in order, each read from its ip field', () => {
    expect(IP_LOOKUP_SERVICES.map((service) => new URL(service.url).host)).toEqual([
      'api.ipify.org',
      'ipapi.co',
      'api.myip.com',
      'ipinfo.io',
    ])
    for (const service of IP_LOOKUP_SERVICES) expect(service.field).toBe('ip')
  })

  it('names everyone the discovery talks to, for the privacy policy (issue 29)', () => {
    expect(ipDiscoveryParties()).toEqual({
      stun: { provider: 'Google', host: 'stun.l.google.com' },
      lookups: [
        { provider: 'ipify', host: 'api.ipify.org' },
        { provider: 'ipapi', host: 'ipapi.co' },
        { provider: 'MyIP.com', host: 'api.myip.com' },
        { provider: 'IPinfo', host: 'ipinfo.io' },
      ],
    })
  })

  const ipify = IP_LOOKUP_SERVICES[0] ?? { url: '', field: 'ip', provider: '' }

  it.each([
    ['a public address', { ip: '203.0.113.7' }, '203.0.113.7'],
    ['spaces around it', { ip: ' 203.0.113.7\n' }, '203.0.113.7'],
    ['a private address', { ip: '10.0.0.1' }, null],
    ['no such field', { origin: '203.0.113.7' }, null],
    ['a number', { ip: 42 }, null],
    ['not an object', '203.0.113.7', null],
    ['null', null, null],
  ])('ipFromLookup: %s', (_, body, expected) => {
    expect(ipFromLookup(ipify, body)).toBe(expected)
  })

  it('falls back to the unspecified address, which the API replaces with the request address', () => {
    expect(IP_FALLBACK).toBe('0.0.0.0')
    expect(isPublicIp(IP_FALLBACK)).toBe(false)
  })
})
