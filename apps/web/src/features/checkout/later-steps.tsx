import { CHECKOUT_GATE_TEXTS } from '@atendimento/domain/checkout-gate'
import { lazy, type ReactNode, Suspense } from 'react'
import { formStyles } from '../account/styles.ts'

const signupStep = () => import('./signup-step.tsx')
const signInStep = () => import('./sign-in-step.tsx')
const paymentStep = () => import('./payment-step.tsx')
const confirmation = () => import('./checkout-confirmation.tsx')

/**
 * The checkout's later steps travel apart from its first: the forms, the card and the Pix are
 * a good part of its code, and a slow phone takes the page over sooner without them. Asked for
 * as soon as the checkout shows (askForLaterSteps), they are there by the time 'Continuar' is;
 * each shows inside a StepArriving.
 */
export function askForLaterSteps() {
  // Once this render's effects are done: the page takes over first, then these download.
  const asking = setTimeout(() => {
    for (const load of [signupStep, signInStep, paymentStep, confirmation]) void load()
  })
  return () => clearTimeout(asking)
}

/** A later step's place: it says the step is coming until the step's code has come. */
export function StepArriving({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <p className={formStyles.muted} role="status">
          {CHECKOUT_GATE_TEXTS.loadingStep}
        </p>
      }
    >
      {children}
    </Suspense>
  )
}

export const SignupStep = lazy(() =>
  signupStep().then((module) => ({ default: module.SignupStep })),
)
export const SignInStep = lazy(() =>
  signInStep().then((module) => ({ default: module.SignInStep })),
)
export const PaymentStep = lazy(() =>
  paymentStep().then((module) => ({ default: module.PaymentStep })),
)
export const CheckoutConfirmation = lazy(() =>
  confirmation().then((module) => ({ default: module.CheckoutConfirmation })),
)
