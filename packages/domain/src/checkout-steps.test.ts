import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import type { CheckoutGate } from './checkout-gate.ts'
import {
  CHECKOUT_STEPS,
  type CheckoutFacts,
  checkoutStep,
  checkoutStepSettled,
} from './checkout-steps.ts'
import { checkoutSearchSchema } from './schemas/search.ts'

const pay: CheckoutGate = { kind: 'pay' }
const hasThisPlan: CheckoutGate = { kind: 'has-this-plan' }
const hasOther: CheckoutGate = { kind: 'has-other-plan', planName: 'Profissional' }

const visitor: CheckoutFacts = { signedIn: false, signupReady: false, gate: null }
const signedUp: CheckoutFacts = { signedIn: false, signupReady: true, gate: null }
const customer = (gate: CheckoutGate | null): CheckoutFacts => ({
  signedIn: true,
  signupReady: false,
  gate,
})

describe('checkoutStep', () => {
  it.each([
    ['a visitor', 'plano', visitor, 'plano'],
    ['a visitor', 'cadastro', visitor, 'cadastro'],
    ['a visitor', 'entrar', visitor, 'entrar'],
    ['a visitor (a reload of the payment: the password is gone)', 'pagamento', visitor, 'cadastro'],
    ['a visitor who sent the signup', 'pagamento', signedUp, 'pagamento'],
    ['a customer who may pay', 'pagamento', customer(pay), 'pagamento'],
    ['a customer who may pay', 'cadastro', customer(pay), 'plano'],
    ['a customer who may pay', 'entrar', customer(pay), 'plano'],
    ['a customer whose plans still load', 'pagamento', customer(null), 'plano'],
    ['a customer with this plan', 'pagamento', customer(hasThisPlan), 'plano'],
    ['a customer with another plan', 'pagamento', customer(hasOther), 'plano'],
  ] as const)('%s asking for %s is on %s', (_, asked, facts, shown) => {
    expect(checkoutStep(asked, facts)).toBe(shown)
  })

  const facts = fc.record({
    signedIn: fc.boolean(),
    signupReady: fc.boolean(),
    gate: fc.constantFrom<CheckoutGate | null>(null, pay, hasThisPlan, hasOther),
  })
  const step = fc.constantFrom(...CHECKOUT_STEPS)

  it('gives a step the visitor may stay on: asking for it again gives it again', () => {
    fc.assert(
      fc.property(step, facts, (asked, known) => {
        const shown = checkoutStep(asked, known)
        expect(checkoutStep(shown, known)).toBe(shown)
      }),
    )
  })

  it('never shows the payment before the signup was sent or a plan is allowed', () => {
    fc.assert(
      fc.property(step, facts, (asked, known) => {
        if (checkoutStep(asked, known) !== 'pagamento') return
        expect(known.signedIn ? known.gate?.kind === 'pay' : known.signupReady).toBe(true)
      }),
    )
  })

  it('never shows a signed-in visitor the signup or the sign-in', () => {
    fc.assert(
      fc.property(step, facts, (asked, known) => {
        if (!known.signedIn) return
        expect(['cadastro', 'entrar']).not.toContain(checkoutStep(asked, known))
      }),
    )
  })
})

describe('checkoutStepSettled', () => {
  it('waits for a signed-in visitor’s subscriptions, and for nothing else', () => {
    expect(checkoutStepSettled(customer(null))).toBe(false)
    expect(checkoutStepSettled(customer(pay))).toBe(true)
    expect(checkoutStepSettled(visitor)).toBe(true)
  })
})

describe('checkoutSearchSchema', () => {
  it.each([
    [{}, undefined],
    [{ etapa: 'pagamento' }, 'pagamento'],
    [{ etapa: 'payment' }, undefined],
    [{ etapa: ['cadastro'] }, undefined],
  ])('reads %j as etapa %s', (search, etapa) => {
    expect(v.parse(checkoutSearchSchema, search)).toEqual({ etapa })
  })
})
