import { AUTH_TOKEN_KEY, REMEMBER_ME_KEY } from '@atendimento/domain/storage-keys'
import { DEMO } from '@atendimento/mocks/store'

/** Starts the next render signed in as a mock user (the start-up check validates the token). */
export function rememberMockSession(token: string = DEMO.token) {
  localStorage.setItem(AUTH_TOKEN_KEY, token)
  localStorage.setItem(REMEMBER_ME_KEY, 'true')
}
