import { AUTH_ROWS } from '@atendimento/domain/contract/rows/auth-rows'
import type {
  ChangePasswordRequest,
  LoginRequest,
  RegisterRequest,
  ValidateCodeRequest,
} from '@atendimento/domain/schemas/auth'
import { useMutation } from '@tanstack/react-query'
import { fetchApi } from '../../api/call-api.ts'

// The writes of the sign-in pages, one hook each. The screens add what follows a success
// (toasts, sign-in, navigation); a failure is an ApiError with the API's pt-BR message.

export const useLogin = () =>
  useMutation({ mutationFn: (body: LoginRequest) => fetchApi(AUTH_ROWS.login, { body }) })

export const useRegister = () =>
  useMutation({ mutationFn: (body: RegisterRequest) => fetchApi(AUTH_ROWS.register, { body }) })

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
