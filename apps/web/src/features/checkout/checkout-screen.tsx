import {
  CHECKOUT_GATE_TEXTS,
  type CheckoutGate,
  checkoutGate,
  pendingPixOf,
} from '@atendimento/domain/checkout-gate'
import {
  type CheckoutFacts,
  type CheckoutStep,
  checkoutStep,
  checkoutStepSettled,
} from '@atendimento/domain/checkout-steps'
import { type RegisterRequest, toRegisterRequest } from '@atendimento/domain/schemas/auth'
import { TOASTS } from '@atendimento/domain/toasts'
import type { RegisterFormValues } from '@atendimento/ui/register-form'
import { Steps } from '@atendimento/ui/steps'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { useSession } from '../auth/session-provider.tsx'
import { subscriptionsQuery } from '../dashboard/queries.ts'
import { notify } from '../shell/notify.ts'
import { dropDraft, loadDraft } from './checkout-draft-storage.ts'
import { CheckoutFrame, STEP_TITLES, STEPS_LABEL } from './checkout-frame.tsx'
import {
  askForLaterSteps,
  CheckoutConfirmation,
  PaymentStep,
  SignInStep,
  SignupStep,
  StepArriving,
} from './later-steps.tsx'
import { PlanDetailsStep } from './plan-details-step.tsx'
import { planQuery } from './plan-query.ts'
import { type Payer, usePayment } from './use-payment.ts'

const PAY: CheckoutGate = { kind: 'pay' }

/** The signup the visitor sent in this page: the request, and the form to go back to. */
interface SentSignup {
  request: RegisterRequest
  values: Partial<RegisterFormValues>
}

/**
 * /subscribe/$planId: the plan's details, the signup (anonymous visitors only; signing in to an
 * existing account instead), the payment, each its own step component. The step lives in the
 * address (`?etapa=`): Back goes to the step before and a reload keeps the step, or falls back
 * to the one the visitor may be on (checkoutStep in domain). What was typed at signup survives a
 * reload through the tab's draft (never the password, never the card). Every way to pay goes
 * through usePayment; an approved payment ends on a confirmation (what was bought, until when,
 * the receipt and the next steps) that stays until the customer leaves it. A pending Pix of
 * this plan is shown again, same code and countdown, when the checkout opens anew (a reload, a
 * new tab, the way back from the bank's app).
 */
export function CheckoutScreen({ planId, asked }: { planId: string; asked: CheckoutStep }) {
  const { data: plan } = useSuspenseQuery(planQuery(planId))
  const session = useSession()
  const navigate = useNavigate()
  const signedIn = session.state.status === 'authenticated'
  // Fixed when the page opens: signing in or up on the way must not reshuffle the steps.
  const [anonymousAtOpen] = useState(() => !signedIn)
  const [signup, setSignup] = useState<SentSignup | null>(null)
  // What the tab's draft held: undefined until read (after the first render, never during one).
  const [draft, setDraft] = useState<Partial<RegisterFormValues> | null>()
  useEffect(askForLaterSteps, [])

  const go = (step: CheckoutStep, options: { replace?: boolean } = {}) =>
    void navigate({
      to: '/subscribe/$planId',
      params: { planId: plan._id },
      search: { etapa: step === 'plano' ? undefined : step },
      replace: options.replace,
    })
  const goToDashboard = (tab?: 'plans') =>
    void navigate({ to: '/dashboard', ...(tab && { search: { tab } }) })

  const payer: Payer | null =
    signedIn && session.token && session.user
      ? { kind: 'customer', token: session.token, user: session.user }
      : signup && { kind: 'signup', signup: signup.request }
  const payment = usePayment(plan._id, payer, {
    onApproved: () => void notify('success', TOASTS.paymentSuccess),
    // Still being analysed by the provider: the dashboard shows it under pending payments.
    onInReview: (message) => {
      void notify('info', { title: message })
      goToDashboard('plans')
    },
  })

  // A signed-in customer's subscriptions decide what the checkout offers; once this page has
  // paid or asked for a Pix, they are its own doing and decide nothing.
  const subscriptions = useQuery({
    ...subscriptionsQuery(session.token ?? '', session.user?._id ?? ''),
    enabled: signedIn && !payment.started,
  })
  const gate: CheckoutGate | null = payment.started
    ? PAY
    : subscriptions.data
      ? checkoutGate(subscriptions.data, plan._id)
      : // Unknown after a failed read: the API's own 409 still stops a second plan.
        subscriptions.isError
        ? PAY
        : null
  // A Pix of this plan still waiting: asked for again (the API answers the same code), once.
  const pendingPix = subscriptions.data ? pendingPixOf(subscriptions.data, plan._id) : undefined
  const resumed = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: pay and go only act
  useEffect(() => {
    if (!pendingPix || resumed.current || payment.started || !payer) return
    resumed.current = true
    payment.pay({ method: 'pix' })
    go('pagamento', { replace: true })
  }, [pendingPix, payment.started, payer])
  const facts: CheckoutFacts = { signedIn, signupReady: signup !== null, gate }
  const step = checkoutStep(asked, facts)
  const settled = checkoutStepSettled(facts)
  // The address shows the step the visitor is really on (a reload may ask for a later one).
  // biome-ignore lint/correctness/useExhaustiveDependencies: go only navigates
  useEffect(() => {
    if (settled && step !== asked) go(step, { replace: true })
  }, [settled, step, asked])

  // A reload comes back to what was typed at signup; once signed in, that draft has no use.
  useEffect(() => {
    const saved = anonymousAtOpen ? loadDraft(plan._id) : null
    setDraft(saved && { ...saved.values, acceptedTerms: saved.acceptedTerms ?? false })
  }, [anonymousAtOpen, plan._id])
  useEffect(() => {
    if (signedIn) dropDraft()
  }, [signedIn])

  // The account step: signing up, or signing in to an existing account in its place.
  const accountStep =
    step === 'entrar' ? (
      <SignInStep
        planId={plan._id}
        email={signup?.values.email ?? draft?.email ?? undefined}
        onSignedIn={(next) => {
          if (next.kind === 'has-this-plan') {
            void notify('info', { title: CHECKOUT_GATE_TEXTS.hasThisPlanTitle })
            goToDashboard()
          } else {
            // Another plan active: the plan's details say so, with 'Trocar de plano'.
            go(next.kind === 'pay' ? 'pagamento' : 'plano', { replace: true })
          }
        }}
        onCreateAccount={() => go('cadastro', { replace: true })}
        onBack={() => go('plano')}
      />
    ) : draft === undefined ? null : (
      // Mounted once the draft was read: the form saves what it holds from its first render.
      <SignupStep
        planId={plan._id}
        values={signup?.values ?? draft ?? undefined}
        onSubmit={(form) => {
          setSignup({ request: toRegisterRequest(form, new Date().toISOString()), values: form })
          go('pagamento')
        }}
        onSignIn={() => go('entrar', { replace: true })}
        onBack={() => go('plano')}
      />
    )
  const items = [
    {
      value: 'plano',
      title: STEP_TITLES.plano,
      content: (
        <PlanDetailsStep
          plan={plan}
          gate={signedIn ? gate : PAY}
          onContinue={() => go(signedIn ? 'pagamento' : 'cadastro')}
          onDashboard={() => goToDashboard('plans')}
        />
      ),
    },
    ...(anonymousAtOpen
      ? [
          {
            value: 'cadastro',
            title: STEP_TITLES.cadastro,
            content: <StepArriving>{accountStep}</StepArriving>,
          },
        ]
      : []),
    {
      value: 'pagamento',
      title: STEP_TITLES.pagamento,
      content: (
        <StepArriving>
          <PaymentStep
            payment={payment}
            token={session.token}
            resumed={resumed.current}
            onBack={() => go(anonymousAtOpen && !signedIn ? 'cadastro' : 'plano')}
          />
        </StepArriving>
      ),
    },
  ]
  const shown = step === 'entrar' ? 'cadastro' : step

  return (
    <CheckoutFrame plan={plan}>
      <Steps
        aria-label={STEPS_LABEL}
        items={items}
        step={payment.approved ? items.length : items.findIndex((item) => item.value === shown)}
        completed={
          <StepArriving>
            <CheckoutConfirmation plan={plan} token={session.token} userId={session.user?._id} />
          </StepArriving>
        }
      />
    </CheckoutFrame>
  )
}
