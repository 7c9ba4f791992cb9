import fc from 'fast-check'
import type { CartItem } from '../schemas/cart.ts'
import { makeCartItem } from './cart.ts'
import { completeDocument } from './documents.ts'
import { makeUser } from './user.ts'

// fast-check arbitraries for property tests. They live apart from the factories so that code
// which only needs a factory (the mocks, the browser tests) does not pull fast-check in.

const digit = fc.constantFrom(...'0123456789')
const alphanumeric = fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ')

function documentFrom(base: fc.Arbitrary<string[]>): fc.Arbitrary<string> {
  return base
    .map((characters) => completeDocument(characters.join('')))
    .filter((document): document is string => document !== null)
}

export const cpfArbitrary = documentFrom(fc.array(digit, { minLength: 9, maxLength: 9 }))

export const cnpjArbitrary = documentFrom(fc.array(digit, { minLength: 12, maxLength: 12 }))

export const alphanumericCnpjArbitrary = documentFrom(
  fc
    .array(alphanumeric, { minLength: 12, maxLength: 12 })
    .filter((characters) => characters.some((character) => /[A-Z]/.test(character))),
)

export const documentArbitrary = fc.oneof(cpfArbitrary, cnpjArbitrary, alphanumericCnpjArbitrary)

const seedArbitrary = fc.integer({ min: 1, max: 2 ** 31 - 1 })

export const userArbitrary = seedArbitrary.map((seed) => makeUser({}, { seed }))

export const cartItemArbitrary = seedArbitrary.map((seed) => makeCartItem({}, { seed }))

/** A cart whose lines have distinct ids, as addToCart keeps them. */
export const cartArbitrary: fc.Arbitrary<CartItem[]> = fc.uniqueArray(cartItemArbitrary, {
  selector: (item) => item.id,
  maxLength: 8,
})
