import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ENDPOINTS, endpointPath } from './endpoints.ts'

describe('API table of spec section 7', () => {
  it.each([
    ['register', 'POST /auth/register'],
    ['login', 'POST /auth/login'],
    ['forgotPassword', 'POST /auth/forgot'],
    ['validateCode', 'POST /auth/validate'],
    ['changePassword', 'POST /auth/change'],
    ['validateToken', 'POST /auth/validate-token'],
    ['logout', 'POST /auth/logout'],
    ['updatePassword', 'PATCH /user/password'],
    ['updateProfile', 'PATCH /user'],
    ['confirmEmailChange', 'POST /user/email/confirm'],
    ['createSubscription', 'POST /subscription/:planId'],
    ['subscribeWithSignup', 'POST /subscription/:planId/user-data'],
    ['pixStatus', 'POST /subscription/pix/status'],
    ['listSubscriptions', 'GET /subscription'],
    ['getSubscription', 'GET /subscription/:id'],
    ['cancelSubscription', 'DELETE /subscription/:id'],
    ['reactivateSubscription', 'PUT /subscription/:id/activate'],
    ['listPlans', 'GET /plan'],
    ['getPlan', 'GET /plan/:id'],
    ['listUserPayments', 'GET /recurrence/user'],
    ['listSubscriptionPayments', 'GET /recurrence/subscription/:id'],
    ['paymentStatus', 'GET /recurrence/status/:id'],
  ] as const)('%s is %s', (name, route) => {
    const endpoint = ENDPOINTS[name]
    expect(`${endpoint.method} ${endpoint.path}`).toBe(route)
  })

  it('covers every call and nothing more', () => {
    expect(Object.keys(ENDPOINTS)).toHaveLength(22)
  })

  it('sends the token on the account, subscription and payment calls', () => {
    expect(ENDPOINTS.updateProfile.auth).toBe('required')
    expect(ENDPOINTS.listPlans.auth).toBe('optional')
    expect(ENDPOINTS.login.auth).toBe('none')
  })

  it('validates ?activeOnly=true on the plan list', () => {
    expect(v.parse(ENDPOINTS.listPlans.query, { activeOnly: 'true' })).toEqual({
      activeOnly: 'true',
    })
  })

  it('fills and encodes path parameters', () => {
    expect(endpointPath('/subscription/:planId/user-data', { planId: 'plano 1' })).toBe(
      '/subscription/plano%201/user-data',
    )
    expect(endpointPath('/plan')).toBe('/plan')
    expect(() => endpointPath('/plan/:id')).toThrow('Parâmetro ausente na rota /plan/:id: id')
  })
})
