import { describe, expect, it } from 'vitest'
import { platformFromUserAgent } from './platform.ts'

describe('platform from the user agent, for the Recomendado card of /download', () => {
  it.each([
    [
      'Windows',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
      'windows',
    ],
    [
      'macOS',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
      'macos',
    ],
    [
      'Linux',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
      'linux',
    ],
    [
      'Ubuntu Firefox',
      'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0',
      'linux',
    ],
    [
      'Android (runs Linux, but no installer)',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
      null,
    ],
    [
      'iPhone (says Mac OS X)',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      null,
    ],
    ['an unknown agent', 'curl/8.5.0', null],
    ['an empty agent', '', null],
  ])('%s', (_, userAgent, expected) => {
    expect(platformFromUserAgent(userAgent)).toBe(expected)
  })
})
