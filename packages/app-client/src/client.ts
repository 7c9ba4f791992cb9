import { APP_CLIENT_TEXTS } from '@atendimento/domain/devices/app-texts'
import type { LicenceStatus } from '@atendimento/domain/devices/licence'
import type { ReleaseChannel } from '@atendimento/domain/release-rules'
import type { LicenceAnswer } from '@atendimento/domain/schemas/licence'
import { DESKTOP_CLIENT_ID, type Jwks } from '@atendimento/domain/schemas/oauth'
import type { Platform } from '@atendimento/domain/schemas/release'
import { decodeProtectedHeader } from 'jose'
import * as oauth from 'oauth4webapi'
import { computeFingerprint } from './fingerprint.ts'
import type { LicenceState } from './licence-state.ts'
import { type QrMatrix, qrMatrix } from './qr.ts'
import type { AppState, AppStorage } from './storage.ts'
import { checkForUpdate, type UpdateCheck } from './updates.ts'
import { verifyLicence } from './verify-licence.ts'

export interface AppClientOptions {
  /** The site (the server's PUBLIC_URL): its RFC 8414 metadata names everything else. */
  issuer: string
  storage: AppStorage
  /** What the app says of this computer; `machineId` never leaves it (see fingerprint.ts). */
  device: { name: string; platform: Platform; appVersion: string; machineId: string }
  fetch?: typeof fetch
  /** Epoch ms. The app's clock (the clock rules check it). */
  now?: () => number
  /** Waits between polls (tests move a clock instead). */
  sleep?: (ms: number) => Promise<void>
  /** Allows http:// (a server on this machine); production servers speak https only. */
  allowInsecureRequests?: boolean
  /** Gives up on a request after this long (then the app works offline). */
  timeoutMs?: number
  /** The update channel the app follows (`latest` unless it was installed from beta). */
  updateChannel?: ReleaseChannel
}

/** The device flow under way: what to show, and `wait()` for the approval. */
export interface PendingSignIn {
  userCode: string
  verificationUri: string
  verificationUriComplete: string
  /** The QR code of `verificationUriComplete`, to draw. */
  qr: QrMatrix
  expiresAt: Date
  /** Polls as RFC 8628 §3.5 says until the code is approved, refused or expired. */
  wait(): Promise<LicenceState>
}

/** The sign-in ended without tokens: refused at /ativar, expired, or another OAuth failure. */
export class SignInError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

const client: oauth.Client = { client_id: DESKTOP_CLIENT_ID, token_endpoint_auth_method: 'none' }
const clientAuth = oauth.None()
// An access token this close to its end is refreshed first.
const EARLY_REFRESH_MS = 60_000

/** A request that never reached the server (no network, a server down, a timeout). */
function unreachable(error: unknown): boolean {
  const name = (error as { name?: string })?.name
  return error instanceof TypeError || name === 'TimeoutError' || name === 'AbortError'
}

/** The library the desktop app embeds: sign-in, the licence online and offline, sign-out. */
export function createAppClient(options: AppClientOptions) {
  const fetchImpl = options.fetch ?? globalThis.fetch
  const now = options.now ?? Date.now
  const sleep = options.sleep ?? ((ms) => new Promise<void>((done) => setTimeout(done, ms)))
  const timeoutMs = options.timeoutMs ?? 10_000
  const requestOptions = () => ({
    [oauth.customFetch]: fetchImpl,
    [oauth.allowInsecureRequests]: options.allowInsecureRequests ?? false,
    signal: AbortSignal.timeout(timeoutMs),
  })
  let fingerprint: Promise<string> | undefined
  const ownFingerprint = () => {
    fingerprint ??= computeFingerprint(options.device.machineId)
    return fingerprint
  }
  let lastEntitlements: string[] = []

  async function discover(): Promise<oauth.AuthorizationServer> {
    const issuer = new URL(options.issuer)
    const response = await oauth.discoveryRequest(issuer, {
      algorithm: 'oauth2',
      ...requestOptions(),
    })
    return oauth.processDiscoveryResponse(issuer, response)
  }

  async function fetchJson<T>(
    url: string,
    init: RequestInit = {},
  ): Promise<{ status: number; body: T }> {
    const response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
    return { status: response.status, body: (await response.json()) as T }
  }

  /** The keys at jwks_uri, fetched again only when the licence names a key not kept yet. */
  async function keysFor(licence: string, state: AppState): Promise<Jwks> {
    const { kid } = decodeProtectedHeader(licence)
    if (state.jwks?.keys.some((key) => key.kid === kid)) return state.jwks
    return (await fetchJson<Jwks>(String(state.server.jwks_uri))).body
  }

  async function storeTokens(
    server: oauth.AuthorizationServer,
    tokens: oauth.TokenEndpointResponse,
    previous: AppState | null,
  ): Promise<AppState> {
    const state: AppState = {
      server: server as AppState['server'],
      deviceId: String(tokens.device_id ?? previous?.deviceId ?? ''),
      accessToken: tokens.access_token,
      accessTokenExpiresAt: now() + (tokens.expires_in ?? 0) * 1000,
      refreshToken: tokens.refresh_token ?? previous?.refreshToken ?? '',
      licence: previous?.licence ?? null,
      status: previous?.status ?? 'none',
      notice: previous?.notice ?? null,
      jwks: previous?.jwks ?? null,
      lastSeenAt: previous?.lastSeenAt ?? 0,
    }
    await options.storage.write(state)
    return state
  }

  /** What a refusal of the computer becomes: its reason and text; the kept sign-in goes. */
  async function refused(body: { message?: string; reason?: string }): Promise<LicenceState> {
    if (body.reason !== 'device_revoked' && body.reason !== 'seat_limit') {
      return { kind: 'offline', message: body.message ?? APP_CLIENT_TEXTS.licenceUnreadable }
    }
    await options.storage.clear()
    lastEntitlements = []
    return { kind: 'refused', reason: body.reason, message: body.message ?? '' }
  }

  async function refresh(state: AppState): Promise<AppState | LicenceState> {
    const server = state.server as unknown as oauth.AuthorizationServer
    const response = await oauth.refreshTokenGrantRequest(
      server,
      client,
      clientAuth,
      state.refreshToken,
      requestOptions(),
    )
    try {
      return await storeTokens(
        server,
        await oauth.processRefreshTokenResponse(server, client, response),
        state,
      )
    } catch (error) {
      if (!(error instanceof oauth.ResponseBodyError)) throw error
      const body = error.cause as { message?: string; reason?: string }
      if (body.reason) return refused(body)
      // The sign-in ended (expired, or a copy of it was used): sign in again.
      await options.storage.clear()
      return { kind: 'signed_out', message: body.message ?? APP_CLIENT_TEXTS.signedOut }
    }
  }

  /** The licence from the server, checked, kept for offline use. */
  async function online(initial: AppState): Promise<LicenceState> {
    let state = initial
    if (state.accessTokenExpiresAt - now() < EARLY_REFRESH_MS) {
      const refreshed = await refresh(state)
      if ('kind' in refreshed) return refreshed
      state = refreshed
    }
    const url = new URL(String(state.server.licence_endpoint))
    url.searchParams.set('app_version', options.device.appVersion)
    const answer = await fetchJson<{ data?: LicenceAnswer; message?: string; reason?: string }>(
      url.href,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${state.accessToken}` },
      },
    )
    if (answer.status === 401 && answer.body.reason === 'invalid_token' && state === initial) {
      // Revoked or expired early: one refresh, one more try.
      return online({ ...state, accessTokenExpiresAt: 0 })
    }
    if (answer.status === 401) return refused(answer.body)
    const data = answer.body.data
    if (answer.status !== 200 || !data) {
      return { kind: 'offline', message: answer.body.message ?? APP_CLIENT_TEXTS.licenceUnreadable }
    }
    if (!data.licence) return unlicensed(state, data.status, data.notice)
    const jwks = await keysFor(data.licence, state)
    const checked = await verifyLicence({
      licence: data.licence,
      jwks,
      issuer: state.server.issuer,
      deviceId: state.deviceId,
      fingerprint: await ownFingerprint(),
      now: now(),
      lastSeenAt: state.lastSeenAt,
      source: 'online',
      notice: data.notice,
    })
    if (checked.kind !== 'licensed') return checked
    await options.storage.write({
      ...state,
      licence: data.licence,
      status: data.status,
      notice: data.notice,
      jwks,
      lastSeenAt: Math.max(state.lastSeenAt, now(), checked.claims.iat * 1000),
    })
    lastEntitlements = checked.entitlements
    return checked
  }

  async function unlicensed(state: AppState, status: LicenceStatus, notice: string | null) {
    await options.storage.write({
      ...state,
      licence: null,
      status,
      notice,
      lastSeenAt: Math.max(state.lastSeenAt, now()),
    })
    lastEntitlements = []
    const message = notice ?? APP_CLIENT_TEXTS.signedOut
    return { kind: 'unlicensed', source: 'online', status, message } satisfies LicenceState
  }

  /** No server: the kept licence, checked with the kept keys and the clock rules. */
  async function offline(state: AppState): Promise<LicenceState> {
    if (!state.licence || !state.jwks) {
      if (state.status !== 'none' || state.notice) {
        const message = state.notice ?? APP_CLIENT_TEXTS.offlineNoLicence
        return { kind: 'unlicensed', source: 'offline', status: state.status, message }
      }
      return { kind: 'offline', message: APP_CLIENT_TEXTS.offlineNoLicence }
    }
    const checked = await verifyLicence({
      licence: state.licence,
      jwks: state.jwks,
      issuer: state.server.issuer,
      deviceId: state.deviceId,
      fingerprint: await ownFingerprint(),
      now: now(),
      lastSeenAt: state.lastSeenAt,
      source: 'offline',
      notice: state.notice,
    })
    if (checked.kind === 'licensed') {
      lastEntitlements = checked.entitlements
      await options.storage.write({ ...state, lastSeenAt: Math.max(state.lastSeenAt, now()) })
    } else {
      lastEntitlements = []
    }
    return checked
  }

  async function poll(
    server: oauth.AuthorizationServer,
    authorization: oauth.DeviceAuthorizationResponse,
  ): Promise<LicenceState> {
    let interval = (authorization.interval ?? 5) * 1000
    for (;;) {
      await sleep(interval)
      const response = await oauth.deviceCodeGrantRequest(
        server,
        client,
        clientAuth,
        authorization.device_code,
        requestOptions(),
      )
      try {
        const tokens = await oauth.processDeviceCodeResponse(server, client, response)
        const state = await storeTokens(server, tokens, null)
        return online(state)
      } catch (error) {
        if (!(error instanceof oauth.ResponseBodyError)) throw error
        if (error.error === 'authorization_pending') continue
        // RFC 8628 §3.5: 5 s more, for this and every later poll.
        if (error.error === 'slow_down') {
          interval += 5000
          continue
        }
        const message = (error.cause as { message?: string }).message ?? error.error_description
        throw new SignInError(error.error, message ?? APP_CLIENT_TEXTS.codeExpired)
      }
    }
  }

  return {
    /** RFC 8628: asks for a code and answers what to show; `wait()` polls for the approval. */
    async signIn(): Promise<PendingSignIn> {
      const server = await discover()
      const response = await oauth.deviceAuthorizationRequest(
        server,
        client,
        clientAuth,
        {
          device_name: options.device.name,
          device_platform: options.device.platform,
          app_version: options.device.appVersion,
          device_fingerprint: await ownFingerprint(),
        },
        requestOptions(),
      )
      const authorization = await oauth.processDeviceAuthorizationResponse(server, client, response)
      const complete = authorization.verification_uri_complete ?? authorization.verification_uri
      return {
        userCode: authorization.user_code,
        verificationUri: authorization.verification_uri,
        verificationUriComplete: complete,
        qr: qrMatrix(complete),
        expiresAt: new Date(now() + authorization.expires_in * 1000),
        wait: () => poll(server, authorization),
      }
    },

    /**
     * The licence now: from the server when it answers (and kept), else the kept one, checked
     * offline with the kept keys, its expiry and the clock rules.
     */
    async licence(): Promise<LicenceState> {
      const state = await options.storage.read()
      if (!state) return { kind: 'signed_out', message: APP_CLIENT_TEXTS.signedOut }
      try {
        return await online(state)
      } catch (error) {
        if (!unreachable(error)) throw error
        return offline(state)
      }
    },

    /** The entitlements of the last licence checked ([] before one, or when it may not run). */
    get entitlements(): readonly string[] {
      return lastEntitlements
    },

    /**
     * Signs this computer out (RFC 7009 on the refresh token: the seat is freed) and forgets
     * everything kept. Offline, it forgets all the same; answers whether the server heard it.
     */
    async signOut(): Promise<{ revoked: boolean }> {
      const state = await options.storage.read()
      await options.storage.clear()
      lastEntitlements = []
      if (!state) return { revoked: false }
      const server = state.server as unknown as oauth.AuthorizationServer
      try {
        const response = await oauth.revocationRequest(
          server,
          client,
          clientAuth,
          state.refreshToken,
          {
            additionalParameters: { token_type_hint: 'refresh_token' },
            ...requestOptions(),
          },
        )
        await oauth.processRevocationResponse(response)
        return { revoked: true }
      } catch (error) {
        if (unreachable(error)) return { revoked: false }
        throw error
      }
    },

    /**
     * Whether the feed of the app's channel offers this computer another version (see
     * updates.ts): the device id from sign-in places it in a staged rollout; the access token
     * opens the beta channel to an account allowed to see it.
     */
    async checkForUpdate(currentVersion: string, platform: Platform): Promise<UpdateCheck> {
      const state = await options.storage.read()
      return checkForUpdate(currentVersion, platform, {
        feedUrl: `${options.issuer.replace(/\/+$/, '')}/api/updates/`,
        channel: options.updateChannel ?? 'latest',
        deviceId: state?.deviceId,
        accessToken: state?.accessToken,
        fetch: fetchImpl,
        timeoutMs,
      })
    },
  }
}

export type AppClient = ReturnType<typeof createAppClient>
