import type { CheckoutGate } from './checkout-gate.ts'

/**
 * The checkout's steps as the address names them (`/subscribe/{planId}?etapa=`): the plan's
 * details, the signup (or, in its place, signing in to an existing account), the payment. The
 * plan's details have no `etapa`: `/subscribe/{planId}` is where a checkout starts.
 */
export const CHECKOUT_STEPS = ['plano', 'cadastro', 'entrar', 'pagamento'] as const
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number]

/** What decides which step a visitor may be on. */
export interface CheckoutFacts {
  /** A session exists (from the start, or made on the way by signing in or up). */
  signedIn: boolean
  /** The signup form was sent in this page (its password lives only in memory). */
  signupReady: boolean
  /**
   * For a signed-in visitor: what their subscriptions allow (checkoutGate), or null while they
   * load. A visitor who has just signed up has nothing yet: 'pay'.
   */
  gate: CheckoutGate | null
}

/**
 * The step to show for the one the address asks for: the asked one when the visitor may be on
 * it, otherwise the right earlier one. A reload of the payment step before the signup was sent
 * (its password is never stored) comes back to the signup; a signed-in visitor has no signup
 * step, and pays only what their subscriptions allow (until they load, the plan's details say
 * so).
 */
export function checkoutStep(asked: CheckoutStep, facts: CheckoutFacts): CheckoutStep {
  if (asked === 'plano') return 'plano'
  if (facts.signedIn) {
    return asked === 'pagamento' && facts.gate?.kind === 'pay' ? 'pagamento' : 'plano'
  }
  if (asked === 'pagamento' && !facts.signupReady) return 'cadastro'
  return asked
}

/**
 * Whether the address should be put right now: not while a signed-in visitor's subscriptions
 * are still loading (the step may yet be allowed).
 */
export function checkoutStepSettled(facts: CheckoutFacts): boolean {
  return !facts.signedIn || facts.gate !== null
}
