import { worker } from '@atendimento/mocks/browser'
import { MOCK_PUBLIC_IP } from '@atendimento/mocks/ip-lookup'
import { scenarios } from '@atendimento/mocks/scenarios'
import { describe, expect, it, vi } from 'vitest'
import { discoverClientIp } from './client-ip.ts'

describe('discoverClientIp', () => {
  it('takes the peer-connection candidate when one arrives within 2 s', async () => {
    expect(await discoverClientIp({ peer: async () => '198.51.100.9' })).toBe('198.51.100.9')
  })

  it('asks the lookup services when the peer connection finds nothing', async () => {
    expect(await discoverClientIp({ peer: async () => null })).toBe(MOCK_PUBLIC_IP)
  })

  it('gives up on a slow peer connection after 2 s', async () => {
    vi.useFakeTimers()
    const found = discoverClientIp({ peer: () => new Promise(() => {}) })
    await vi.advanceTimersByTimeAsync(2000)
    vi.useRealTimers()
    expect(await found).toBe(MOCK_PUBLIC_IP)
  })

  it('skips failing services and private answers, in order', async () => {
    worker.use(...scenarios.ipLookupFails(3))
    expect(await discoverClientIp({ peer: async () => null })).toBe(MOCK_PUBLIC_IP)
    worker.use(...scenarios.ipLookupAnswers('192.168.0.10'))
    expect(await discoverClientIp({ peer: async () => null })).toBe('0.0.0.0')
  })

  it('falls back when every service fails', async () => {
    worker.use(...scenarios.ipLookupFails())
    expect(await discoverClientIp({ peer: async () => null })).toBe('0.0.0.0')
  })
})
