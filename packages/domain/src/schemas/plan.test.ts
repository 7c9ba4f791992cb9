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
  ])('rejects %s', (_, override) => {
    expect(v.safeParse(planSchema, { ...basic, ...override }).success).toBe(false)
  })
})
