import type { LicenceStatus } from '@atendimento/domain/devices/licence'
import type { Jwks } from '@atendimento/domain/schemas/oauth'

/** What the library keeps between runs of the app. */
export interface AppState {
  /** The server's RFC 8414 metadata, so a refresh needs no discovery (the `issuer` included). */
  server: Record<string, unknown> & { issuer: string; token_endpoint?: string }
  deviceId: string
  accessToken: string
  /** Epoch ms. */
  accessTokenExpiresAt: number
  refreshToken: string
  /** The last licence received (a compact JWS), or null when the account may not run the app. */
  licence: string | null
  status: LicenceStatus
  notice: string | null
  /** The keys at `jwks_uri` when the licence was received, to verify it offline. */
  jwks: Jwks | null
  /** Epoch ms: the latest moment this computer has seen (a licence's iat, a check): clock rule. */
  lastSeenAt: number
}

/**
 * Where the app keeps that state: the app implements it (a file, the OS keychain, IndexedDB...).
 * Refresh tokens are secrets: keep them where the user's other secrets are.
 */
export interface AppStorage {
  read(): Promise<AppState | null>
  write(state: AppState): Promise<void>
  clear(): Promise<void>
}

/** A storage in memory (tests, a session that should forget everything at exit). */
export function memoryStorage(initial: AppState | null = null): AppStorage {
  let state = initial
  return {
    read: async () => (state ? structuredClone(state) : null),
    write: async (next) => {
      state = structuredClone(next)
    },
    clear: async () => {
      state = null
    },
  }
}
