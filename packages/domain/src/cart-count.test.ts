import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cartTotals } from './cart.ts'
import { cartItemCount } from './cart-count.ts'
import { makeCartItem } from './testing/cart.ts'

describe('cartItemCount', () => {
  it.each([
    [[], 0],
    [[{ quantity: 1 }], 1],
    [[{ quantity: 2 }, { quantity: 3 }], 5],
  ])('counts %j as %i units', (items, expected) => {
    expect(cartItemCount(items)).toBe(expected)
  })

  it('is the itemCount of the cart totals', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 99 }), { maxLength: 8 }), (quantities) => {
        const items = quantities.map((quantity, seed) => makeCartItem({ quantity }, { seed }))
        expect(cartItemCount(items)).toBe(cartTotals(items).itemCount)
      }),
    )
  })
})
