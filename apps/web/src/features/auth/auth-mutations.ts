import { AUTH_ROWS } from '@atendimento/domain/contract/rows/auth-rows'
import type {
  ChangePasswordRequest,
  LoginRequest,
  RegisterRequest,
  ValidateCodeRequest,
} from '@atendimento/domain/schemas/auth'
import { useMutation } from '@tanstack/react-query'
import { callApi, fetchApi } from '../../api/call-api.ts'

// The writes of the sign-in pages, one hook each. The screens add what follows a success
// (toasts, sign-in, navigation); a failure is an ApiError with the API's pt-BR message.

export const useLogin = () =>
  useMutation({ mutationFn: (body: LoginRequest) => fetchApi(AUTH_ROWS.login, { body }) })

/**
 * POST /auth/register, then a sign-in with what was typed. Registration answers alike for a new
 * and a taken e-mail, with no token (no account enumeration), so the sign-in tells them apart:
 * answers the new session, or null when the address already had an account (its owner got an
 * e-mail saying what to do).
 */
export const useRegister = () =>
  useMutation({
    mutationFn: async (body: RegisterRequest) => {
      await fetchApi(AUTH_ROWS.register, { body })
      const { email, password } = body
      const session = await callApi(AUTH_ROWS.login, {
        body: { email, password, rememberMe: false },
      })
      return session.success ? session.data : null
    },
  })

/** POST /auth/forgot: sends (or sends again) the recovery code to `email`. */
export const useRequestCode = () =>
  useMutation({
    mutationFn: (email: string) => fetchApi(AUTH_ROWS.forgotPassword, { body: { email } }),
  })

export const useValidateCode = () =>
  useMutation({
    mutationFn: (body: ValidateCodeRequest) => fetchApi(AUTH_ROWS.validateCode, { body }),
  })

export const useChangePasswordWithCode = () =>
  useMutation({
    mutationFn: (body: ChangePasswordRequest) => fetchApi(AUTH_ROWS.changePassword, { body }),
  })
