import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import * as account from './account.ts'
import * as address from './address.ts'
import * as auth from './auth.ts'
import * as card from './card.ts'
import * as cart from './cart.ts'
import * as cep from './cep.ts'
import * as cookies from './cookie-preferences.ts'
import * as envelope from './envelope.ts'
import * as payment from './payment.ts'
import * as pix from './pix.ts'
import * as plan from './plan.ts'
import * as release from './release.ts'
import * as subscription from './subscription.ts'
import * as user from './user.ts'

const modules = {
  account,
  address,
  auth,
  card: { ...card, cardForm: card.cardFormSchema({ year: 2026, month: 7 }) },
  cart,
  cep,
  cookies,
  envelope: { ...envelope, success: envelope.successEnvelope(plan.planSchema) },
  payment,
  pix,
  plan,
  release,
  subscription,
  user,
}

const schemas = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => typeof value === 'object' && value !== null && 'kind' in value)
    .filter(([, value]) => (value as { kind: string }).kind === 'schema')
    .map(([name, schema]) => [`${file}.${name}`, schema as v.GenericSchema] as const),
)

/** Objects whose every key holds a value of the wrong type, at the top and one level down. */
function wrongShapes(schema: v.GenericSchema): unknown[] {
  const entries = 'entries' in schema ? (schema.entries as Record<string, v.GenericSchema>) : {}
  const wrong = (value: unknown) =>
    Object.fromEntries(Object.keys(entries).map((key) => [key, value]))
  const nested = Object.fromEntries(
    Object.entries(entries).map(([key, entry]) => [
      key,
      'entries' in entry
        ? Object.fromEntries(Object.keys(entry.entries as object).map((k) => [k, 7]))
        : 'x',
    ]),
  )
  return [undefined, null, 42, 'x', [], {}, wrong(7), wrong('x'), wrong([]), wrong(''), nested]
}

describe('every schema speaks Brazilian Portuguese', () => {
  it('found the schemas to check', () => {
    expect(schemas.length).toBeGreaterThan(30)
  })

  it.each(schemas)('%s has no English default message', (_, schema) => {
    for (const input of wrongShapes(schema)) {
      const result = v.safeParse(schema, input)
      for (const issue of result.issues ?? []) {
        expect(issue.message, JSON.stringify(input)).not.toMatch(/Invalid|Expected|Received/)
      }
    }
  })
})
