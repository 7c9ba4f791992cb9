import type {
  AuthResponse,
  ChangePasswordRequest,
  LoginRequest,
  RegisterRequest,
} from '@atendimento/domain/schemas/auth'
import { request } from './request.ts'

export const login = (body: LoginRequest) =>
  request<AuthResponse>('/auth/login', { method: 'POST', body })

/**
 * Answers alike for a new and a taken e-mail, with no token (it would tell them apart): the
 * screen signs in with what was typed next.
 */
export const register = (body: RegisterRequest) =>
  request<null>('/auth/register', { method: 'POST', body })

export const forgotPassword = (email: string) =>
  request<null>('/auth/forgot', { method: 'POST', body: { email } })

export const validateCode = (body: { email: string; code: string }) =>
  request<{ valid: boolean } | null>('/auth/validate', { method: 'POST', body })

export const changePasswordWithCode = (body: ChangePasswordRequest) =>
  request<null>('/auth/change', { method: 'POST', body })
