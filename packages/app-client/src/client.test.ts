import { startLiveApi } from '@atendimento/api/testing/live-api'
import { cardPayment, signUp, type TestApp } from '@atendimento/api/testing/test-app'
import { createTestClock, DAY, MINUTE } from '@atendimento/api/testing/test-clock'
import { useTestDatabase } from '@atendimento/api/testing/test-database'
import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { APP_CLIENT_TEXTS } from '@atendimento/domain/devices/app-texts'
import { isUserCodeShape } from '@atendimento/domain/devices/user-code'
import { afterEach, describe, expect, it } from 'vitest'
import { type AppClientOptions, createAppClient, SignInError } from './client.ts'
import type { LicenceState } from './licence-state.ts'
import { type AppStorage, memoryStorage } from './storage.ts'

const db = useTestDatabase()
let stops: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const stop of stops) await stop()
  stops = []
})

/** The real API on a port, a clock shared by the server and the app, and a cut-off switch. */
async function world() {
  const clock = createTestClock()
  const live = await startLiveApi(db(), { clock, settings: { sessionTtlMs: 365 * DAY } })
  stops.push(live.stop)
  const network = { up: true }
  const fetchThroughNetwork: typeof fetch = (input, init) =>
    network.up ? fetch(input, init) : Promise.reject(new TypeError('fetch failed'))
  /** The app on one computer; `beforeSleep` runs at each poll's wait (where a person approves). */
  function app(
    machineId: string,
    storage: AppStorage = memoryStorage(),
    extra: Partial<AppClientOptions> & { beforeSleep?: () => Promise<void> } = {},
  ) {
    return createAppClient({
      issuer: live.url,
      storage,
      device: { name: `PC ${machineId}`, platform: 'windows', appVersion: '1.4.2', machineId },
      fetch: fetchThroughNetwork,
      now: () => clock.now().getTime(),
      sleep: async (ms) => {
        clock.advance(ms)
        await extra.beforeSleep?.()
      },
      allowInsecureRequests: true,
      ...extra,
    })
  }
  return { clock, t: live.t, url: live.url, network, app, stop: live.stop }
}

async function subscriber(t: TestApp, planId = 'plano-essencial') {
  const account = await signUp(t)
  const paid = await t.request('POST', `/subscription/${planId}`, {
    token: account.token,
    body: cardPayment(),
  })
  return {
    ...account,
    subscriptionId: paid.body.data._id as string,
    paidUntil: paid.body.data.nextBillingDate as string,
  }
}

const approve = (t: TestApp, token: string, userCode: string) =>
  t.request('POST', '/user/activation/approve', { token, body: { userCode } })

/** Signs the app in: the person approves while the app polls. */
async function signedIn(
  w: Awaited<ReturnType<typeof world>>,
  token: string,
  machineId: string,
  storage = memoryStorage(),
) {
  let code = ''
  const app = w.app(machineId, storage, {
    beforeSleep: async () => {
      if (code) await approve(w.t, token, code)
      code = ''
    },
  })
  const pending = await app.signIn()
  code = pending.userCode
  const state = await pending.wait()
  return { app, state, storage }
}

const kindOf = (state: LicenceState) => state.kind

describe('signIn (RFC 8628 through oauth4webapi)', () => {
  it('shows a code, a link and its QR, polls until the approval, then holds the licence', async () => {
    const w = await world()
    const owner = await subscriber(w.t, 'plano-profissional')
    let polls = 0
    let userCode = ''
    const app = w.app('maquina-1', memoryStorage(), {
      beforeSleep: async () => {
        polls++
        // The person approves while the app has polled once already.
        if (polls === 2) expect((await approve(w.t, owner.token, userCode)).status).toBe(200)
      },
    })
    const pending = await app.signIn()
    userCode = pending.userCode
    expect(isUserCodeShape(pending.userCode)).toBe(true)
    expect(pending.verificationUri).toBe(`${w.url}/ativar`)
    expect(pending.verificationUriComplete).toBe(`${w.url}/ativar?codigo=${pending.userCode}`)
    expect(pending.qr.length).toBeGreaterThan(20)
    expect(pending.qr.every((row) => row.length === pending.qr.length)).toBe(true)
    const state = await pending.wait()
    expect(polls).toBe(2)
    expect(state).toMatchObject({
      kind: 'licensed',
      source: 'online',
      message: null,
      entitlements: ['ai-replies', 'keyword-triggers', 'human-handoff', 'dashboards'],
      claims: {
        plan: { id: 'plano-profissional', name: 'Profissional' },
        maxDevices: 2,
        status: 'active',
      },
    })
    expect(app.entitlements).toEqual([
      'ai-replies',
      'keyword-triggers',
      'human-handoff',
      'dashboards',
    ])
  })

  it('ends with the refusal at /ativar ("Não fui eu")', async () => {
    const w = await world()
    const owner = await subscriber(w.t)
    let code = ''
    const app = w.app('maquina-1', memoryStorage(), {
      beforeSleep: async () => {
        await w.t.request('POST', '/user/activation/deny', {
          token: owner.token,
          body: { userCode: code },
        })
      },
    })
    const pending = await app.signIn()
    code = pending.userCode
    const refusal = await pending.wait().catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(SignInError)
    expect(refusal).toMatchObject({ code: 'access_denied', message: API_MESSAGES.oauthDenied })
  })
})

describe('licence()', () => {
  it('verifies the kept licence offline, until it expires', async () => {
    const w = await world()
    const owner = await subscriber(w.t)
    const { app } = await signedIn(w, owner.token, 'maquina-1')
    await w.stop()
    w.clock.advance(3 * DAY)
    expect(await app.licence()).toMatchObject({ kind: 'licensed', source: 'offline' })
    w.clock.advance(12 * DAY)
    expect(await app.licence()).toEqual({
      kind: 'offline',
      message: APP_CLIENT_TEXTS.offlineExpired,
    })
    expect(app.entitlements).toEqual([])
  })

  it('is refused once the computer is disconnected in the dashboard', async () => {
    const w = await world()
    const owner = await subscriber(w.t)
    const { app, state, storage } = await signedIn(w, owner.token, 'maquina-1')
    if (state.kind !== 'licensed') throw new Error(state.kind)
    await w.t.request('DELETE', `/user/devices/${state.claims.device}`, { token: owner.token })
    expect(await app.licence()).toMatchObject({ kind: 'refused', reason: 'device_revoked' })
    expect(await storage.read()).toBeNull()
  })

  it('says the subscription ended once a cancelled one reaches paidUntil', async () => {
    const w = await world()
    const owner = await subscriber(w.t)
    const { app } = await signedIn(w, owner.token, 'maquina-1')
    await w.t.request('DELETE', `/subscription/${owner.subscriptionId}`, { token: owner.token })
    expect(await app.licence()).toMatchObject({
      kind: 'licensed',
      message: expect.stringMatching(/^Sua assinatura foi cancelada/),
    })
    w.clock.set(owner.paidUntil)
    const ended = await app.licence()
    expect(ended).toMatchObject({
      kind: 'unlicensed',
      source: 'online',
      status: 'canceled',
      message: expect.stringMatching(/^Sua assinatura terminou em/),
    })
    // Offline too, it remembers why.
    w.network.up = false
    expect(kindOf(await app.licence())).toBe('unlicensed')
  })

  it('stops at the seat limit, and a reinstalled computer keeps its seat', async () => {
    const w = await world()
    const owner = await subscriber(w.t)
    const first = await signedIn(w, owner.token, 'maquina-1')
    const second = await w.app('maquina-2').signIn()
    const refused = await approve(w.t, owner.token, second.userCode)
    expect(refused.status).toBe(409)
    // The same machine, its app reinstalled (nothing kept): the same device, the same seat.
    const again = await signedIn(w, owner.token, 'maquina-1')
    if (first.state.kind !== 'licensed' || again.state.kind !== 'licensed')
      throw new Error('sem licença')
    expect(again.state.claims.device).toBe(first.state.claims.device)
    const devices = await w.t.request('GET', '/user/devices', { token: owner.token })
    expect(devices.body.data.seats).toEqual({ used: 1, max: 1 })
  })

  it('takes a rotated key from jwks_uri, and still checks the older licence offline', async () => {
    const w = await world()
    const owner = await subscriber(w.t)
    const { app } = await signedIn(w, owner.token, 'maquina-1')
    const { rotateSigningKey } = await import('@atendimento/api/testing/licence-keys')
    await rotateSigningKey(db(), w.t.context.sealingKeys, w.clock.now())
    w.clock.advance(2 * MINUTE)
    const rotated = await app.licence()
    expect(rotated).toMatchObject({ kind: 'licensed', source: 'online' })
    w.network.up = false
    expect(await app.licence()).toMatchObject({ kind: 'licensed', source: 'offline' })
  })

  it('detects a clock set back behind the last licence seen, and a licence from the future', async () => {
    const w = await world()
    const owner = await subscriber(w.t)
    const storage = memoryStorage()
    const { app } = await signedIn(w, owner.token, 'maquina-1', storage)
    w.network.up = false
    w.clock.advance(-DAY)
    expect(await app.licence()).toMatchObject({ kind: 'clock', verdict: 'clock_set_back' })
    // Online, a computer 10 minutes behind the server gets a licence "issued in the future".
    w.network.up = true
    w.clock.advance(DAY + 60 * MINUTE)
    const behind = w.app('maquina-1', storage, { now: () => w.clock.now().getTime() - 10 * MINUTE })
    expect(await behind.licence()).toMatchObject({ kind: 'clock', verdict: 'issued_in_future' })
  })

  it('signs both copies out when a copied refresh token is used after the original', async () => {
    const w = await world()
    const owner = await subscriber(w.t)
    const { app, storage } = await signedIn(w, owner.token, 'maquina-1')
    const copy = memoryStorage(await storage.read())
    w.clock.advance(2 * 60 * MINUTE)
    expect(kindOf(await app.licence())).toBe('licensed')
    const thief = w.app('maquina-1', copy)
    expect(await thief.licence()).toEqual({
      kind: 'signed_out',
      message:
        'Esta sessão do aplicativo foi usada duas vezes e foi encerrada por segurança. Entre de novo.',
    })
    w.clock.advance(2 * 60 * MINUTE)
    expect(kindOf(await app.licence())).toBe('signed_out')
  })
})

describe('signOut()', () => {
  it('revokes the computer (its seat is free) and forgets everything kept', async () => {
    const w = await world()
    const owner = await subscriber(w.t)
    const { app, storage } = await signedIn(w, owner.token, 'maquina-1')
    expect(await app.signOut()).toEqual({ revoked: true })
    expect(await storage.read()).toBeNull()
    const devices = await w.t.request('GET', '/user/devices', { token: owner.token })
    expect(devices.body.data.seats).toEqual({ used: 0, max: 1 })
    expect(await app.licence()).toMatchObject({ kind: 'signed_out' })
  })

  it('forgets everything offline too, saying the server did not hear it', async () => {
    const w = await world()
    const owner = await subscriber(w.t)
    const { app, storage } = await signedIn(w, owner.token, 'maquina-1')
    w.network.up = false
    expect(await app.signOut()).toEqual({ revoked: false })
    expect(await storage.read()).toBeNull()
  })
})
