import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { makeCpf } from '../testing/documents.ts'
import { makeRegisterRequest } from '../testing/user.ts'
import { profileUpdateSchema } from './account.ts'
import { adminPlanInputSchema } from './admin.ts'
import { registerRequestSchema } from './auth.ts'
import { cardPaymentPayloadSchema } from './card.ts'
import { deviceAuthorizationRequestSchema } from './oauth.ts'
import { planUpsertSchema } from './plan.ts'
import { releaseNotesSchema } from './release.ts'

// Every free-text field a person or an operator types drops the invisible direction controls
// (bidi.ts): the schemas do it, so the form, the API and the mocks all get the same text.

const SPOOF = '\u202E'
const spoofed = (text: string) => `\u2067${text.slice(0, 2)}${SPOOF}${text.slice(2)}\u200F`

const registration = () => makeRegisterRequest({ complement: 'Sala 42' })
const { password: _, acceptedTerms: __, ...profile } = registration()
const payment = {
  name: 'Maria da Silva',
  email: 'maria@exemplo.com.br',
  cellphone: '(11) 98765-4321',
  taxId: makeCpf(),
  creditCard: {
    holderName: 'MARIA DA SILVA',
    number: '4444444444444444',
    expiryMonth: '12',
    expiryYear: '2030',
    ccv: '123',
  },
  creditCardHolderInfo: { postalCode: '01310100', addressNumber: '1000' },
  remoteIp: '203.0.113.10',
}
const plan = {
  name: 'Plano Família',
  description: 'Para a família toda',
  price: 1990,
  billingCycleDays: 30,
  features: ['Um número'],
}

const notes = { new: ['Respostas com áudio'], improvements: [], fixes: [] }
const deviceRequest = {
  client_id: 'atendimento-desktop',
  device_name: 'Notebook da loja',
  device_platform: 'windows',
  app_version: '1.4.2',
  device_fingerprint: 'impressao-do-computador-1',
}

type Path = readonly (string | number)[]
const at = (value: unknown, path: Path): unknown =>
  path.reduce<unknown>((inner, key) => (inner as Record<string | number, unknown>)[key], value)
const withText = (value: unknown, path: Path, text: string): unknown => {
  const [key, ...rest] = path
  if (key === undefined) return text
  const copy = Array.isArray(value) ? [...value] : { ...(value as object) }
  ;(copy as Record<string | number, unknown>)[key] = withText(at(value, [key]), rest, text)
  return copy
}

const FIELDS: [string, v.GenericSchema, unknown, Path][] = [
  ...(['name', 'city', 'neighborhood', 'address', 'addressNumber', 'complement'] as const).flatMap(
    (field): [string, v.GenericSchema, unknown, Path][] => [
      ['registration', registerRequestSchema, registration(), [field]],
      ['profile', profileUpdateSchema, profile, [field]],
    ],
  ),
  ['card payment', cardPaymentPayloadSchema, payment, ['name']],
  ['card payment', cardPaymentPayloadSchema, payment, ['creditCard', 'holderName']],
  ['card payment', cardPaymentPayloadSchema, payment, ['creditCardHolderInfo', 'addressNumber']],
  ['plan (CLI)', planUpsertSchema, plan, ['name']],
  ['plan (CLI)', planUpsertSchema, plan, ['description']],
  ['plan (CLI)', planUpsertSchema, plan, ['features', 0]],
  ['plan (console)', adminPlanInputSchema, plan, ['name']],
  ['plan (console)', adminPlanInputSchema, plan, ['features', 0]],
  ['release notes', releaseNotesSchema, notes, ['new', 0]],
  ['desktop app sign-in', deviceAuthorizationRequestSchema, deviceRequest, ['device_name']],
]

describe('free-text fields drop direction controls', () => {
  it.each(FIELDS)('%s: %j', (_, schema, valid, path) => {
    const clean = String(at(v.parse(schema, valid), path))
    const parsed = v.parse(schema, withText(valid, path, spoofed(String(at(valid, path)))))
    expect(at(parsed, path)).toBe(clean)
  })

  it('a name made only of controls is a blank name', () => {
    const result = v.safeParse(registerRequestSchema, { ...registration(), name: '\u202E\u2066' })
    expect(result.success).toBe(false)
  })
})
