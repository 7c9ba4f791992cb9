import { AUTH_TOKEN_KEY, REMEMBER_ME_KEY } from '@atendimento/domain/storage-keys'
import { DEMO } from '@atendimento/mocks/fixtures/people'

/**
 * Starts the next render signed in with a remembered token (the start-up check validates it):
 * one of the fixed world's people by default, or an account the real API made.
 */
export function rememberSession(token: string = DEMO.token) {
  localStorage.setItem(AUTH_TOKEN_KEY, token)
  localStorage.setItem(REMEMBER_ME_KEY, 'true')
}
