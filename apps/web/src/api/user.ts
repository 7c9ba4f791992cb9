import type {
  ProfileUpdate,
  ProfileUpdateResponse,
  UpdatePasswordRequest,
} from '@atendimento/domain/schemas/account'
import { request } from './request.ts'

export const updateProfile = (token: string, body: ProfileUpdate) =>
  request<ProfileUpdateResponse | null>('/user', { method: 'PATCH', body, token })

export const updatePassword = (token: string, body: UpdatePasswordRequest) =>
  request<null>('/user/password', { method: 'PATCH', body, token })

/** The link e-mailed to a new address: its token makes the change take effect. */
export const confirmEmailChange = (token: string) =>
  request<null>('/user/email/confirm', { method: 'POST', body: { token } })
