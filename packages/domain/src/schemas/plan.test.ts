import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { planSchema } from './plan.ts'

const basic = {
  _id: 'plano-essencial',
  name: 'Essencial',
  description: 'Para quem está começando',
  price: 4990,
  billingCycleDays: 30,
  features: ['1 número de WhatsApp'],
  active: true,
  maxDevices: 1,
  entitlements: ['ai-replies'],
}

describe('planSchema', () => {
  it('accepts a plan priced in integer cents', () => {
    expect(v.parse(planSchema, basic)).toEqual(basic)
  })

  it.each([
    ['a price in reais with decimals', { price: 49.9 }],
    ['a negative price', { price: -1 }],
    ['a zero-day cycle', { billingCycleDays: 0 }],
    ['an empty name', { name: '' }],
    ['no seat at all', { maxDevices: 0 }],
    ['half a seat', { maxDevices: 1.5 }],
    ['an entitlement the app does not know', { entitlements: ['voar'] }],
  ])('rejects %s', (_, override) => {
    expect(v.safeParse(planSchema, { ...basic, ...override }).success).toBe(false)
  })
})

describe('a plan from before seats and entitlements (issue 23)', () => {
  it('reads as one seat and nothing unlocked', () => {
    const { maxDevices: _, entitlements: __, ...older } = basic
    expect(v.parse(planSchema, older)).toEqual({ ...older, maxDevices: 1, entitlements: [] })
  })
})
