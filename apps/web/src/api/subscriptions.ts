import type { RegisterRequestInput } from '@atendimento/domain/schemas/auth'
import type { CardPaymentPayloadInput } from '@atendimento/domain/schemas/card'
import type { PixStatusResponse } from '@atendimento/domain/schemas/pix'
import type {
  SubscribeWithSignupResponse,
  Subscription,
} from '@atendimento/domain/schemas/subscription'
import { request } from './request.ts'

const path = (id: string) => `/subscription/${encodeURIComponent(id)}`

export const listSubscriptions = (token: string) =>
  request<Subscription[]>('/subscription', { token })

export const getSubscription = (token: string, id: string) =>
  request<Subscription>(path(id), { token })

/** Subscribes the signed-in user by card, or resumes the pending subscription of that plan. */
export const createSubscription = (token: string, planId: string, body: CardPaymentPayloadInput) =>
  request<Subscription>(path(planId), { method: 'POST', body, token })

/** Anonymous checkout: the account and the first charge in one call; answers the token. */
export const subscribeWithSignup = (
  planId: string,
  body: { user: RegisterRequestInput; payment: CardPaymentPayloadInput },
) => request<SubscribeWithSignupResponse>(`${path(planId)}/user-data`, { method: 'POST', body })

export const cancelSubscription = (token: string, id: string) =>
  request<Subscription>(path(id), { method: 'DELETE', token })

export const reactivateSubscription = (token: string, id: string) =>
  request<Subscription>(`${path(id)}/activate`, { method: 'PUT', token })

export const checkPixStatus = (token: string, pixId: string) =>
  request<PixStatusResponse>('/subscription/pix/status', {
    method: 'POST',
    body: { pixId },
    token,
  })
