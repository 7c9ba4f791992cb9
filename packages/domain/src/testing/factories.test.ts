import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { isValidCnpj } from '../br/cnpj.ts'
import { isValidCpf } from '../br/cpf.ts'
import { registerRequestSchema } from '../schemas/auth.ts'
import { cartItemSchema } from '../schemas/cart.ts'
import { paymentSchema } from '../schemas/payment.ts'
import { planSchema } from '../schemas/plan.ts'
import { subscriptionSchema } from '../schemas/subscription.ts'
import { userSchema } from '../schemas/user.ts'
import { cartArbitrary, userArbitrary } from './arbitraries.ts'
import { makePayment, makePlan, makeSubscription } from './billing.ts'
import { makeCartItem } from './cart.ts'
import { completeDocument, makeAlphanumericCnpj, makeCnpj, makeCpf } from './documents.ts'
import { createRandom } from './random.ts'
import { makeRegisterRequest, makeUser } from './user.ts'

const factories = [
  ['makeUser', makeUser, userSchema],
  ['makePlan', makePlan, planSchema],
  ['makeSubscription', makeSubscription, subscriptionSchema],
  ['makePayment', makePayment, paymentSchema],
  ['makeCartItem', makeCartItem, cartItemSchema],
  ['makeRegisterRequest', makeRegisterRequest, registerRequestSchema],
] as const

describe('testing factories', () => {
  it.each(factories)('%s builds data its schema accepts', (_, make, schema) => {
    for (const seed of [1, 2, 3, 42, 9999]) {
      const result = v.safeParse(schema, make({}, { seed }))
      expect(result.issues).toBeUndefined()
    }
  })

  it.each(factories)('%s is deterministic for a seed and takes overrides', (_, make) => {
    expect(make({}, { seed: 5 })).toEqual(make({}, { seed: 5 }))
    expect(make({}, { seed: 5 })).not.toEqual(make({}, { seed: 6 }))
    expect(make({}, {})).not.toEqual(make({}, {}))
  })

  it('overrides win', () => {
    expect(makeUser({ email: 'ana@example.com' }).email).toBe('ana@example.com')
    expect(makePlan({ price: 100 }).price).toBe(100)
  })

  it('documents pass the check digits', () => {
    expect(isValidCpf(makeCpf())).toBe(true)
    expect(isValidCnpj(makeCnpj())).toBe(true)
    expect(isValidCnpj(makeAlphanumericCnpj())).toBe(true)
    expect(completeDocument('111111111')).toBeNull()
  })

  it('the generator spreads its values', () => {
    const random = createRandom(1)
    const values = new Set(Array.from({ length: 200 }, () => random.int(1, 6)))
    expect([...values].sort()).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('property: generated users and carts pass their schemas', () => {
    fc.assert(
      fc.property(userArbitrary, cartArbitrary, (user, cart) => {
        expect(v.is(userSchema, user)).toBe(true)
        for (const item of cart) expect(v.is(cartItemSchema, item)).toBe(true)
        expect(new Set(cart.map((item) => item.id)).size).toBe(cart.length)
      }),
      { numRuns: 50 },
    )
  })
})
