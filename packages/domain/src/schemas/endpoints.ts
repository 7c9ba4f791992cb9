import type * as v from 'valibot'
import {
  confirmEmailChangeSchema,
  profileUpdateResponseSchema,
  profileUpdateSchema,
  updatePasswordSchema,
} from './account.ts'
import {
  authResponseSchema,
  changePasswordRequestSchema,
  forgotPasswordSchema,
  loginSchema,
  registerRequestSchema,
  validateCodeSchema,
  validateTokenRequestSchema,
  validateTokenResponseSchema,
} from './auth.ts'
import { cardPaymentPayloadSchema } from './card.ts'
import {
  paymentListQuerySchema,
  paymentListSchema,
  paymentStatusResponseSchema,
} from './payment.ts'
import { pixStatusRequestSchema, pixStatusResponseSchema } from './pix.ts'
import { planListQuerySchema, planListSchema, planSchema } from './plan.ts'
import {
  subscribeWithSignupRequestSchema,
  subscribeWithSignupResponseSchema,
  subscriptionListSchema,
  subscriptionSchema,
} from './subscription.ts'

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Path under the API base, with `:name` parameters. */
  path: string
  /** Sends the bearer token of the stored session. */
  auth: 'required' | 'optional' | 'none'
  body?: v.GenericSchema
  query?: v.GenericSchema
  /** Schema of `data` in the `{ message, data }` answer; absent when only a message comes back. */
  data?: v.GenericSchema
}

/**
 * Every call of spec section 7 with the schemas of its payload and answer, so the API, the
 * mocks, the contract suite and the web's request functions agree on one table.
 */
export const ENDPOINTS = {
  // Answers no data: a token would tell whether the e-mail was new (the screen signs in next).
  register: {
    method: 'POST',
    path: '/auth/register',
    auth: 'none',
    body: registerRequestSchema,
  },
  login: {
    method: 'POST',
    path: '/auth/login',
    auth: 'none',
    body: loginSchema,
    data: authResponseSchema,
  },
  forgotPassword: {
    method: 'POST',
    path: '/auth/forgot',
    auth: 'none',
    body: forgotPasswordSchema,
  },
  validateCode: { method: 'POST', path: '/auth/validate', auth: 'none', body: validateCodeSchema },
  changePassword: {
    method: 'POST',
    path: '/auth/change',
    auth: 'none',
    body: changePasswordRequestSchema,
  },
  validateToken: {
    method: 'POST',
    path: '/auth/validate-token',
    auth: 'none',
    body: validateTokenRequestSchema,
    data: validateTokenResponseSchema,
  },
  logout: { method: 'POST', path: '/auth/logout', auth: 'optional' },
  updatePassword: {
    method: 'PATCH',
    path: '/user/password',
    auth: 'required',
    body: updatePasswordSchema,
  },
  updateProfile: {
    method: 'PATCH',
    path: '/user',
    auth: 'required',
    body: profileUpdateSchema,
    data: profileUpdateResponseSchema,
  },
  // Not in the spec: the link e-mailed to a new address makes the change take effect.
  confirmEmailChange: {
    method: 'POST',
    path: '/user/email/confirm',
    auth: 'none',
    body: confirmEmailChangeSchema,
  },
  createSubscription: {
    method: 'POST',
    path: '/subscription/:planId',
    auth: 'required',
    body: cardPaymentPayloadSchema,
    data: subscriptionSchema,
  },
  subscribeWithSignup: {
    method: 'POST',
    path: '/subscription/:planId/user-data',
    auth: 'none',
    body: subscribeWithSignupRequestSchema,
    data: subscribeWithSignupResponseSchema,
  },
  pixStatus: {
    method: 'POST',
    path: '/subscription/pix/status',
    auth: 'required',
    body: pixStatusRequestSchema,
    data: pixStatusResponseSchema,
  },
  listSubscriptions: {
    method: 'GET',
    path: '/subscription',
    auth: 'required',
    data: subscriptionListSchema,
  },
  getSubscription: {
    method: 'GET',
    path: '/subscription/:id',
    auth: 'required',
    data: subscriptionSchema,
  },
  cancelSubscription: {
    method: 'DELETE',
    path: '/subscription/:id',
    auth: 'required',
    data: subscriptionSchema,
  },
  reactivateSubscription: {
    method: 'PUT',
    path: '/subscription/:id/activate',
    auth: 'required',
    data: subscriptionSchema,
  },
  listPlans: {
    method: 'GET',
    path: '/plan',
    auth: 'optional',
    query: planListQuerySchema,
    data: planListSchema,
  },
  getPlan: { method: 'GET', path: '/plan/:id', auth: 'optional', data: planSchema },
  listUserPayments: {
    method: 'GET',
    path: '/recurrence/user',
    auth: 'required',
    query: paymentListQuerySchema,
    data: paymentListSchema,
  },
  listSubscriptionPayments: {
    method: 'GET',
    path: '/recurrence/subscription/:id',
    auth: 'required',
    data: paymentListSchema,
  },
  paymentStatus: {
    method: 'GET',
    path: '/recurrence/status/:id',
    auth: 'required',
    data: paymentStatusResponseSchema,
  },
} as const satisfies Record<string, Endpoint>

export type EndpointName = keyof typeof ENDPOINTS

/** Fills `:name` parameters, encoded: ('/plan/:id', { id: 'a b' }) gives '/plan/a%20b'. */
export function endpointPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`Parâmetro ausente na rota ${path}: ${name}`)
    return encodeURIComponent(value)
  })
}
