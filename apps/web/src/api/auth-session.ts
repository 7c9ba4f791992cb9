import type { ValidateTokenResponse } from '@atendimento/domain/schemas/auth'
import { request } from './request.ts'

export const validateToken = (token: string) =>
  request<ValidateTokenResponse>('/auth/validate-token', { method: 'POST', body: { token } })

export const logoutRequest = (token: string) =>
  request<null>('/auth/logout', { method: 'POST', token })
