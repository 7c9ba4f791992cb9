import { describe, expect, it } from 'vitest'
import { readConfig } from './config.ts'
import { DEFAULT_RATE_LIMITS } from './settings.ts'

describe('readConfig', () => {
  it('needs nothing: embedded database, sandbox payments, console mail, limits on', () => {
    const config = readConfig({ INIT_CWD: '/srv/app' })
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      database: { kind: 'pglite', dataDir: '/srv/app/data' },
      gateway: { kind: 'sandbox' },
      smtpUrl: undefined,
      trustProxy: { hops: 0, from: ['loopback', 'private'] },
      metricsToken: undefined,
      publicUrl: 'http://localhost:3000',
      billingIntervalMs: 60 * 60_000,
      planListTtlMs: 5_000,
      externalApiOrigin: undefined,
      rateLimits: DEFAULT_RATE_LIMITS,
      generalRateLimitPerMinute: 1200,
    })
  })

  it('takes the API origin for the CSP from an absolute VITE_API_URL only', () => {
    expect(readConfig({ VITE_API_URL: '/api' }).externalApiOrigin).toBeUndefined()
    expect(readConfig({ VITE_API_URL: 'https://api.exemplo.com.br/v1/' }).externalApiOrigin).toBe(
      'https://api.exemplo.com.br',
    )
    expect(readConfig({ PLAN_LIST_CACHE_SECONDS: '0' }).planListTtlMs).toBe(0)
  })

  it('reads the rate limits, per address and per account, from the environment', () => {
    const config = readConfig({
      RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
      RATE_LIMIT_LOGIN_PER_ACCOUNT_PER_MINUTE: '0',
      RATE_LIMIT_FORGOT_PER_MINUTE: '7',
    })
    expect(config.rateLimits.login).toEqual({ perIp: 1000, perAccount: 0 })
    expect(config.rateLimits.forgot.perIp).toBe(7)
    expect(config.rateLimits.change).toEqual(DEFAULT_RATE_LIMITS.change)
    const more = readConfig({
      RATE_LIMIT_EMAIL_CHANGE_PER_ACCOUNT_PER_MINUTE: '9',
      RATE_LIMIT_CHECKOUT_PER_CARD_PER_MINUTE: '0',
    })
    expect(more.rateLimits.emailChange.perAccount).toBe(9)
    expect(more.rateLimits.checkout).toEqual({ ...DEFAULT_RATE_LIMITS.checkout, perCard: 0 })
    // A daily bucket's variables say so; the rule keeps its window.
    const daily = readConfig({
      RATE_LIMIT_DOCUMENT_CHANGE_PER_DAY: '9',
      RATE_LIMIT_DOCUMENT_CHANGE_PER_ACCOUNT_PER_DAY: '1',
    })
    expect(daily.rateLimits.documentChange).toEqual({ perIp: 9, perAccount: 1, window: 'day' })
    expect(readConfig({ RATE_LIMIT_GENERAL_PER_MINUTE: '0' }).generalRateLimitPerMinute).toBe(0)
  })

  it('trusts X-Forwarded-For only for the hops and proxy addresses configured', () => {
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy.hops).toBe(1)
    expect(readConfig({ TRUST_PROXY: 'false' }).trustProxy.hops).toBe(0)
    expect(readConfig({ TRUST_PROXY: '2' }).trustProxy.hops).toBe(2)
    expect(readConfig({ TRUST_PROXY_FROM: '10.0.0.5, 172.20.0.0/16,::1' }).trustProxy.from).toEqual(
      ['10.0.0.5', '172.20.0.0/16', '::1'],
    )
    expect(() => readConfig({ TRUST_PROXY_FROM: '10.0.0.0/40' })).toThrow(/TRUST_PROXY_FROM/)
    expect(() => readConfig({ TRUST_PROXY: 'sim' })).toThrow(/TRUST_PROXY/)
  })

  it('names the variable that is wrong, in pt-BR', () => {
    expect(() => readConfig({ PORT: 'abc' })).toThrow(
      'A variável de ambiente PORT tem um valor inválido ("abc"). Veja a tabela de variáveis no README.',
    )
    expect(() => readConfig({ METRICS_TOKEN: 'curto' })).toThrow(/METRICS_TOKEN/)
    expect(readConfig({ PUBLIC_URL: 'https://loja.exemplo.com.br/' }).publicUrl).toBe(
      'https://loja.exemplo.com.br',
    )
  })

  it('configures Asaas and refuses it without an API key', () => {
    expect(() => readConfig({ PAYMENT_GATEWAY: 'asaas' })).toThrow(/ASAAS_API_KEY/)
    const config = readConfig({
      PAYMENT_GATEWAY: 'asaas',
      ASAAS_API_KEY: 'chave',
      ASAAS_BASE_URL: 'https://api.asaas.com/v3',
      ASAAS_WEBHOOK_TOKEN: 'segredo',
    })
    expect(config.gateway).toEqual({
      kind: 'asaas',
      apiKey: 'chave',
      baseUrl: 'https://api.asaas.com/v3',
      timeoutMs: 15_000,
      // Creations wait as Asaas advises (60 s at least); reads keep the shorter timeout.
      createTimeoutMs: 60_000,
    })
    expect(config.asaasWebhookToken).toBe('segredo')
  })

  it('never lets a creation at Asaas wait less than the 60 s Asaas advises', () => {
    const asaas = { PAYMENT_GATEWAY: 'asaas', ASAAS_API_KEY: 'chave' }
    const longer = readConfig({ ...asaas, GATEWAY_CREATE_TIMEOUT_MS: '90000' }).gateway
    expect(longer).toMatchObject({ createTimeoutMs: 90_000 })
    expect(() => readConfig({ ...asaas, GATEWAY_CREATE_TIMEOUT_MS: '15000' })).toThrow(
      /GATEWAY_CREATE_TIMEOUT_MS/,
    )
  })

  it('treats blank variables as unset and refuses nonsense', () => {
    expect(readConfig({ DATABASE_URL: '' }).database.kind).toBe('pglite')
    expect(readConfig({ DATA_DIR: 'memory://' }).database.kind).toBe('memory')
    expect(() => readConfig({ PAYMENT_GATEWAY: 'paypal' })).toThrow()
    expect(() => readConfig({ RATE_LIMIT_LOGIN_PER_MINUTE: '-1' })).toThrow()
  })
})
