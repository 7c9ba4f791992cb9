import type { Payment, PaymentStatusResponse } from '@atendimento/domain/schemas/payment'
import { request } from './request.ts'

/** GET /recurrence/user, optionally only the paid or the pending ones. */
export const listPayments = (token: string, status?: 'paid' | 'pending') =>
  request<Payment[]>(`/recurrence/user${status ? `?status=${status}` : ''}`, { token })

export const listSubscriptionPayments = (token: string, subscriptionId: string) =>
  request<Payment[]>(`/recurrence/subscription/${encodeURIComponent(subscriptionId)}`, { token })

export const getPaymentStatus = (token: string, paymentId: string) =>
  request<PaymentStatusResponse>(`/recurrence/status/${encodeURIComponent(paymentId)}`, { token })
