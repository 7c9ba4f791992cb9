import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { cartItemSchema, storedCartSchema } from './cart.ts'
import {
  brasilApiCepSchema,
  brasilApiCepToAddress,
  cepLookupResponseSchema,
  cepToAddress,
  isCepNotFound,
} from './cep.ts'
import { cookieConsentFlagSchema, cookiePreferencesSchema } from './cookie-preferences.ts'
import { failureEnvelopeSchema, successEnvelope } from './envelope.ts'
import { idParamSchema, planIdParamSchema } from './fields.ts'
import { paymentListQuerySchema, paymentSchema, paymentStatusResponseSchema } from './payment.ts'
import { pixStatusRequestSchema, pixStatusResponseSchema } from './pix.ts'
import { planListQuerySchema, planSchema } from './plan.ts'
import { releaseSchema } from './release.ts'
import { subscriptionPlan, subscriptionPlanId, subscriptionSchema } from './subscription.ts'
import { userSchema } from './user.ts'

const ok = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).success

const subscription = {
  _id: 's1',
  planId: { _id: 'p1', name: 'Essencial', price: 4990 },
  status: 'active',
  nextBillingDate: '2026-08-01T03:00:00.000Z',
  created_at: '2026-07-01T03:00:00.000Z',
  canceledAt: null,
}

describe('subscription', () => {
  it('accepts a populated plan or a plain id', () => {
    const populated = v.parse(subscriptionSchema, subscription)
    const plain = v.parse(subscriptionSchema, { ...subscription, planId: 'p1' })
    expect(subscriptionPlan(populated)).toEqual({ _id: 'p1', name: 'Essencial', price: 4990 })
    expect(subscriptionPlan(plain)).toBeNull()
    expect(subscriptionPlanId(populated)).toBe('p1')
    expect(subscriptionPlanId(plain)).toBe('p1')
  })

  it.each(['active', 'pending', 'trialing', 'canceled'])('accepts status %s', (status) => {
    expect(ok(subscriptionSchema, { ...subscription, status })).toBe(true)
  })

  it.each([
    ['an unknown status', { status: 'paused' }],
    ['a price in reais', { planId: { _id: 'p1', name: 'x', price: 49.9 } }],
    ['an empty plan id', { planId: '' }],
  ])('refuses %s', (_, override) => {
    expect(ok(subscriptionSchema, { ...subscription, ...override })).toBe(false)
  })

  it('keeps nullable dates', () => {
    expect(ok(subscriptionSchema, { ...subscription, nextBillingDate: null })).toBe(true)
    expect(
      ok(subscriptionSchema, { ...subscription, canceledAt: '2026-07-10T03:00:00.000Z' }),
    ).toBe(true)
  })

  it('validates path parameters', () => {
    expect(ok(idParamSchema, { id: 's1' })).toBe(true)
    expect(ok(planIdParamSchema, { planId: '' })).toBe(false)
  })
})

describe('payment (recurrence)', () => {
  const payment = {
    _id: 'r1',
    amount: 4990,
    planId: { _id: 'p1', name: 'Essencial' },
    billingDate: '2026-07-01T03:00:00.000Z',
    paidAt: null,
    status: 'pending',
  }

  it.each(['paid', 'pending', 'failed', 'canceled', 'refunded'])('accepts status %s', (status) => {
    expect(ok(paymentSchema, { ...payment, status })).toBe(true)
  })

  it('refuses an amount in reais', () => {
    const result = v.safeParse(paymentSchema, { ...payment, amount: 49.9 })
    expect(result.issues?.[0]?.message).toBe('O valor deve estar em centavos (número inteiro)')
  })

  it('filters by paid or pending only', () => {
    expect(v.parse(paymentListQuerySchema, {})).toEqual({})
    expect(ok(paymentListQuerySchema, { status: 'paid' })).toBe(true)
    expect(ok(paymentListQuerySchema, { status: 'failed' })).toBe(false)
    expect(ok(paymentStatusResponseSchema, { _id: 'r1', status: 'paid' })).toBe(true)
  })
})

describe('pix status', () => {
  it('asks by pixId and reads the status', () => {
    expect(ok(pixStatusRequestSchema, { pixId: 'pix_1' })).toBe(true)
    expect(ok(pixStatusRequestSchema, { pixId: '' })).toBe(false)
    expect(ok(pixStatusResponseSchema, { pixId: 'pix_1', status: 'paid' })).toBe(true)
  })
})

describe('CEP lookup', () => {
  const found = {
    cep: '01310-100',
    logradouro: 'Avenida Paulista',
    complemento: 'de 612 a 1510 - lado par',
    bairro: 'Bela Vista',
    localidade: 'São Paulo',
    uf: 'SP',
  }

  it.each([[{ erro: true }], [{ erro: 'true' }]])('reads %j as not found', (body) => {
    const response = v.parse(cepLookupResponseSchema, body)
    expect(isCepNotFound(response)).toBe(true)
  })

  it('maps a found CEP to our address', () => {
    const response = v.parse(cepLookupResponseSchema, found)
    expect(isCepNotFound(response)).toBe(false)
    if (isCepNotFound(response)) return
    expect(cepToAddress(response)).toEqual({
      zipCode: '01310100',
      state: 'SP',
      city: 'São Paulo',
      neighborhood: 'Bela Vista',
      address: 'Avenida Paulista',
      complement: 'de 612 a 1510 - lado par',
    })
  })

  it('fills missing parts with empty text and an unknown state with blank', () => {
    const response = v.parse(cepLookupResponseSchema, {
      cep: '01001000',
      uf: 'XX',
      localidade: 'X',
    })
    if (isCepNotFound(response)) throw new Error('expected a found CEP')
    expect(cepToAddress(response)).toMatchObject({ state: '', neighborhood: '', complement: '' })
  })

  it('maps the fallback service too', () => {
    const body = v.parse(brasilApiCepSchema, {
      cep: '01310100',
      state: 'SP',
      city: 'São Paulo',
      neighborhood: null,
      street: 'Avenida Paulista',
    })
    expect(brasilApiCepToAddress(body)).toEqual({
      zipCode: '01310100',
      state: 'SP',
      city: 'São Paulo',
      neighborhood: '',
      address: 'Avenida Paulista',
      complement: '',
    })
  })
})

describe('release, cookie preferences, cart, envelopes, plans', () => {
  it('validates a release', () => {
    const release = {
      version: '1.0.0',
      date: '2024-12-15',
      isLatest: true,
      changelog: { new: ['a'], improvements: [], fixes: [] },
      platforms: {
        windows: { url: 'https://example.com/a.exe', size: '186 MB' },
        macos: { url: 'https://example.com/a.dmg' },
        linux: { url: 'https://example.com/a.AppImage' },
      },
    }
    expect(ok(releaseSchema, release)).toBe(true)
    expect(ok(releaseSchema, { ...release, version: 'v1' })).toBe(false)
    expect(ok(releaseSchema, { ...release, date: '15/12/2024' })).toBe(false)
  })

  it('forces essential cookies on', () => {
    const base = { essential: true, performance: false, functionality: true, marketing: false }
    expect(ok(cookiePreferencesSchema, base)).toBe(true)
    expect(ok(cookiePreferencesSchema, { ...base, essential: false })).toBe(false)
    expect(ok(cookieConsentFlagSchema, 'true')).toBe(true)
    expect(ok(cookieConsentFlagSchema, 'sim')).toBe(false)
  })

  it('validates a cart item and the stored cart', () => {
    const item = {
      id: 'caneca-branca',
      productId: 'caneca',
      product: { id: 'caneca', title: 'Caneca', category: 'Sublimação' },
      variant: { id: 'branca', name: 'Branca', price: 34.9 },
      quantity: 1,
      price: 34.9,
      createdAt: '2026-07-01T12:00:00.000Z',
    }
    expect(ok(cartItemSchema, item)).toBe(true)
    expect(ok(cartItemSchema, { ...item, quantity: 0 })).toBe(false)
    expect(ok(cartItemSchema, { ...item, quantity: 1.5 })).toBe(false)
    expect(ok(cartItemSchema, { ...item, price: -1 })).toBe(false)
    expect(ok(storedCartSchema, { items: [item], timestamp: 1 })).toBe(true)
  })

  it('wraps data in the success envelope and reads failures', () => {
    const schema = successEnvelope(planSchema)
    const plan = {
      _id: 'p1',
      name: 'Essencial',
      description: '',
      price: 4990,
      billingCycleDays: 30,
      features: [],
      active: true,
      maxDevices: 2,
      entitlements: [],
    }
    expect(v.parse(schema, { message: 'Sucesso', data: plan }).data).toEqual(plan)
    expect(ok(schema, { message: 'Sucesso' })).toBe(false)
    expect(v.parse(failureEnvelopeSchema, { message: 'Plano não encontrado' })).toEqual({
      message: 'Plano não encontrado',
    })
  })

  it('reads ?activeOnly= as text', () => {
    expect(v.parse(planListQuerySchema, { activeOnly: 'true' })).toEqual({ activeOnly: 'true' })
    expect(ok(planListQuerySchema, { activeOnly: 'sim' })).toBe(false)
  })

  it('rejects a user with a malformed stored document', () => {
    const user = {
      _id: 'u1',
      name: 'Maria',
      email: 'maria@exemplo.com',
      phone: '11987654321',
      document: '52998224725',
      birthdate: '1990-05-20',
      gender: 'female',
      zipCode: '01310100',
      state: 'SP',
      city: 'São Paulo',
      neighborhood: 'Bela Vista',
      address: 'Avenida Paulista',
      addressNumber: '1000',
      acceptedTerms: true,
      termsAcceptedAt: '2025-01-10T12:00:00.000Z',
      createdAt: '2025-01-10T12:00:00.000Z',
    }
    expect(ok(userSchema, user)).toBe(true)
    expect(ok(userSchema, { ...user, document: '52998224726' })).toBe(false)
    expect(ok(userSchema, { ...user, password: 'x' })).toBe(true)
    expect(v.parse(userSchema, { ...user, password: 'x' })).not.toHaveProperty('password')
  })
})
