import { readDraft, toDraft } from '@atendimento/domain/checkout-draft'
import {
  CHECKOUT_GATE_TEXTS,
  type CheckoutGate,
  checkoutGate,
  otherPlanNotice,
} from '@atendimento/domain/checkout-gate'
import { PAYMENT_REDIRECT_MS } from '@atendimento/domain/constants'
import { CHECKOUT_MESSAGES } from '@atendimento/domain/messages'
import { billingCycleLabel, formatCents } from '@atendimento/domain/money'
import { PIX_TEXTS } from '@atendimento/domain/pix/pix-texts'
import {
  type LoginRequest,
  type RegisterRequest,
  toRegisterRequest,
} from '@atendimento/domain/schemas/auth'
import type { CardForm as CardFormOutput } from '@atendimento/domain/schemas/card'
import type { PaymentMethod } from '@atendimento/domain/schemas/payment'
import type { PixCharge } from '@atendimento/domain/schemas/pix'
import { CHECKOUT_DRAFT_KEY } from '@atendimento/domain/storage-keys'
import { TOASTS, UNEXPECTED_ERROR_MESSAGES } from '@atendimento/domain/toasts'
import { Alert } from '@atendimento/ui/alert'
import { Button } from '@atendimento/ui/button'
import { CardForm } from '@atendimento/ui/card-form'
import { LoginForm } from '@atendimento/ui/login-form'
import { PaymentMethodChoice } from '@atendimento/ui/payment-method-choice'
import { CheckoutSignupForm, type RegisterFormValues } from '@atendimento/ui/register-form'
import { Spinner } from '@atendimento/ui/spinner'
import { Steps } from '@atendimento/ui/steps'
import { css } from '@atendimento/ui/styled-system/css'
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { ArrowLeft, CircleCheck } from 'lucide-react'
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { ApiError, failureText } from '../../api/request.ts'
import { lookupAddress } from '../account/cep-lookup.ts'
import { routerLink } from '../account/router-link.tsx'
import { formStyles } from '../account/styles.ts'
import { useLogin } from '../auth/auth-mutations.ts'
import { useSession } from '../auth/session-provider.tsx'
import { subscriptionsQuery } from '../dashboard/queries.ts'
import { notify } from '../shell/notify.ts'
import { paymentFailureToast } from './payment.ts'
import { type ChargeOutcome, useCardPayment, useSubscribeWithSignup } from './payment-mutations.ts'
import { useIssuePix, useSignupPix } from './pix-mutations.ts'
import { planQuery } from './plan-query.ts'
import { PlanSummary } from './plan-summary.tsx'

// The Pix screen (and its QR encoder) loads only when someone pays with Pix.
const PixPanel = lazy(() => import('./pix-panel.tsx'))

const styles = {
  main: css({
    flex: '1',
    w: 'full',
    maxW: '6xl',
    mx: 'auto',
    px: { base: '4', md: '6' },
    py: { base: '6', md: '10' },
    display: 'grid',
    gap: '8',
    gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) 22rem' },
    alignItems: 'start',
  }),
  column: css({ display: 'flex', flexDirection: 'column', gap: '6', minW: '0' }),
  back: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    alignSelf: 'flex-start',
    _touch: { minH: '11' },
    textStyle: 'small',
    color: 'fg.muted',
    '& svg': { w: '4', h: '4' },
  }),
  title: css({ textStyle: 'heading', m: '0' }),
  subtitle: css({ textStyle: 'title', m: '0' }),
  panel: css({ display: 'flex', flexDirection: 'column', gap: '4', pt: '6' }),
  approved: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '2',
    py: '10',
    textAlign: 'center',
    '& svg': { w: '12', h: '12', color: 'fg.success' },
  }),
  approvedTitle: css({ textStyle: 'heading', m: '0' }),
}

/** The checkout's steps; signup only for anonymous visitors. */
type StepId = 'plan-details' | 'signup' | 'payment'

// The draft lives in the tab's sessionStorage: read and written only in effects and handlers,
// never during render (the page must render the same without a browser).
function saveDraft(draft: ReturnType<typeof toDraft> | null) {
  try {
    if (draft) sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(draft))
    else sessionStorage.removeItem(CHECKOUT_DRAFT_KEY)
  } catch {
    // Storage full or refused (private mode): the checkout works without a draft.
  }
}

/**
 * What a signed-in customer is told before any card form: nothing (they may pay), that this
 * plan is already theirs, or that another plan is active and 'Trocar de plano' is the way.
 */
function GateNotice({
  gate,
  planName,
  onDashboard,
}: {
  gate: Exclude<CheckoutGate, { kind: 'pay' }>
  planName: string
  onDashboard: (tab?: 'plans') => void
}) {
  const thisPlan = gate.kind === 'has-this-plan'
  return (
    <>
      <Alert
        tone="info"
        title={
          thisPlan ? CHECKOUT_GATE_TEXTS.hasThisPlanTitle : CHECKOUT_GATE_TEXTS.hasOtherPlanTitle
        }
        description={
          thisPlan ? CHECKOUT_GATE_TEXTS.hasThisPlan : otherPlanNotice(gate.planName, planName)
        }
      />
      <div className={formStyles.actions}>
        <Button onClick={() => onDashboard('plans')}>
          {thisPlan
            ? CHECKOUT_GATE_TEXTS.hasThisPlanAction
            : CHECKOUT_GATE_TEXTS.hasOtherPlanAction}
        </Button>
      </div>
    </>
  )
}

/**
 * /subscribe/$planId: plan details, then signup (anonymous visitors only), then the card.
 * The signup step also signs an existing customer in, in place. A signed-in customer with an
 * active plan is told so before any card form. What was typed at signup (never the password
 * nor the card) survives a reload. An approved payment shows 'Pagamento Aprovado!' and goes to
 * /dashboard after 2 s.
 */
export function CheckoutScreen({ planId }: { planId: string }) {
  const { data: plan } = useSuspenseQuery(planQuery(planId))
  const session = useSession()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  // Fixed when the page opens: signing in or up on the way must not reshuffle the steps.
  const [anonymous] = useState(() => session.state.status !== 'authenticated')
  const [step, setStep] = useState<StepId>('plan-details')
  const [mode, setMode] = useState<'register' | 'sign-in'>('register')
  const [signup, setSignup] = useState<RegisterRequest | null>(null)
  // What was typed at signup, kept when the visitor comes back to fix it after a refusal.
  const [signupValues, setSignupValues] = useState<Partial<RegisterFormValues>>()
  // Bumped when a draft is restored, so the form mounts again with it.
  const [formKey, setFormKey] = useState(0)
  const login = useLogin()
  const cardPayment = useCardPayment()
  const signupPayment = useSubscribeWithSignup()
  const signedIn = session.state.status === 'authenticated'
  // Pays as a new account only while no session exists (signing in on the way ends that).
  const asNewAccount = anonymous && !signedIn
  const payment = asNewAccount || signupPayment.isSuccess ? signupPayment : cardPayment
  const issuePix = useIssuePix()
  const signupPix = useSignupPix()
  const [method, setMethod] = useState<PaymentMethod>('credit_card')
  const [pix, setPix] = useState<PixCharge | null>(null)
  // A visitor who signed up with a Pix and then chooses the card pays signed in.
  const pixRequest = asNewAccount ? signupPix : issuePix
  const busy = payment.isPending || pixRequest.isPending
  const failed = method === 'pix' ? pixRequest.error : payment.error
  const error = failed instanceof ApiError ? paymentFailureToast(failed).description : undefined
  const [approved, setApproved] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  // A signed-in customer's subscriptions decide what the checkout offers (checkoutGate).
  const subscriptions = useQuery({
    ...subscriptionsQuery(session.token ?? '', session.user?._id ?? ''),
    enabled: signedIn && !signupPayment.isSuccess && !signupPix.isSuccess && !approved,
  })
  const gate: CheckoutGate | null = !signedIn
    ? { kind: 'pay' }
    : subscriptions.data
      ? checkoutGate(subscriptions.data, plan._id)
      : // Unknown (still loading, or failed: then the API's own 409 still stops a second plan).
        subscriptions.isError
        ? { kind: 'pay' }
        : null

  // A reload in the middle of the signup step comes back to it with what was typed.
  useEffect(() => {
    if (!anonymous) return
    const draft = readDraft(sessionStorage.getItem(CHECKOUT_DRAFT_KEY), plan._id)
    if (!draft) return
    setSignupValues({ ...draft.values, acceptedTerms: draft.acceptedTerms ?? false })
    setFormKey((key) => key + 1)
    if (draft.step !== 'plan-details') setStep('signup')
    if (draft.step === 'sign-in') setMode('sign-in')
  }, [anonymous, plan._id])

  const keepTyped = useCallback(
    (values: RegisterFormValues) => saveDraft(toDraft(plan._id, 'signup', values)),
    [plan._id],
  )
  const moveTo = (next: StepId, nextMode = mode) => {
    setStep(next)
    setMode(nextMode)
    if (!asNewAccount) return
    // Only the step changes: the fields already saved as they were typed stay.
    const where =
      next === 'plan-details' ? 'plan-details' : nextMode === 'sign-in' ? 'sign-in' : 'signup'
    const saved = readDraft(sessionStorage.getItem(CHECKOUT_DRAFT_KEY), plan._id)
    saveDraft({ ...(saved ?? toDraft(plan._id, where, signupValues ?? {})), step: where })
  }

  const goToDashboard = (tab?: 'plans') =>
    void navigate({ to: '/dashboard', ...(tab && { search: { tab } }) })

  const charged = ({ approved, message }: ChargeOutcome) => {
    saveDraft(null)
    if (approved) {
      setApproved(true)
      void notify('success', TOASTS.paymentSuccess)
      timer.current = setTimeout(() => goToDashboard(), PAYMENT_REDIRECT_MS)
    } else {
      // Still being analysed by the provider: the dashboard shows it under pending payments.
      void notify('info', { title: message })
      goToDashboard('plans')
    }
  }
  // One message per failure: the step's alert tells an answer of the API; only another failure
  // (which has no alert) is told by a toast.
  const refused = (failure: Error) => {
    if (!(failure instanceof ApiError)) void notify('error', paymentFailureToast(failure))
  }

  /** 'Já tem conta? Entrar': signs in here, then straight on to what this account may do. */
  function signInHere(credentials: LoginRequest) {
    login.mutate(credentials, {
      onSuccess: async (started) => {
        session.signIn({ ...started, rememberMe: credentials.rememberMe })
        saveDraft(null)
        const own = await queryClient
          .fetchQuery(subscriptionsQuery(started.token, started.user._id))
          .catch(() => [])
        const next = checkoutGate(own, plan._id)
        if (next.kind === 'has-this-plan') {
          void notify('info', { title: CHECKOUT_GATE_TEXTS.hasThisPlanTitle })
          goToDashboard()
          return
        }
        // Another plan active: the details step says so, with 'Trocar de plano'.
        setStep(next.kind === 'pay' ? 'payment' : 'plan-details')
      },
    })
  }

  function requestPix() {
    if (asNewAccount) {
      if (!signup) return
      signupPix.mutate(
        { planId: plan._id, signup },
        {
          onSuccess: (data) => {
            session.signIn({ token: data.token, user: data.user, rememberMe: false })
            saveDraft(null)
            setPix(data.pix)
          },
          onError: refused,
        },
      )
      return
    }
    const { token, user } = session
    if (!token || !user) return
    issuePix.mutate(
      { planId: plan._id, token, userId: user._id },
      { onSuccess: (data) => setPix(data.pix), onError: refused },
    )
  }

  function pay(card: CardFormOutput) {
    if (asNewAccount) {
      if (!signup) return
      signupPayment.mutate(
        { planId: plan._id, card, signup },
        {
          onSuccess: (outcome) => {
            session.signIn({ ...outcome.session, rememberMe: false })
            charged(outcome)
          },
          onError: refused,
        },
      )
      return
    }
    const { token, user } = session
    if (!token || !user) return
    cardPayment.mutate(
      { planId: plan._id, card, user, token },
      { onSuccess: charged, onError: refused },
    )
  }

  const details = (
    <div className={styles.panel}>
      <p className={formStyles.muted}>
        Você está assinando o plano <strong>{plan.name}</strong>: {formatCents(plan.price)}{' '}
        {billingCycleLabel(plan.billingCycleDays)} no cartão de crédito ou no Pix, sem fidelidade.
        Cancele quando quiser.
      </p>
      {gate === null ? (
        <p className={formStyles.muted} role="status">
          {CHECKOUT_GATE_TEXTS.checking}
        </p>
      ) : gate.kind !== 'pay' ? (
        <GateNotice gate={gate} planName={plan.name} onDashboard={goToDashboard} />
      ) : (
        <div className={formStyles.actions}>
          <Button onClick={() => moveTo(asNewAccount ? 'signup' : 'payment')}>Continuar</Button>
        </div>
      )}
    </div>
  )

  const signupStep = (
    <div className={styles.panel}>
      {mode === 'register' ? (
        <>
          <p className={formStyles.muted}>
            {CHECKOUT_GATE_TEXTS.signInPrompt}{' '}
            <Button variant="link" onClick={() => moveTo('signup', 'sign-in')}>
              {CHECKOUT_GATE_TEXTS.signInAction}
            </Button>
          </p>
          <CheckoutSignupForm
            key={formKey}
            defaultValues={signupValues}
            onValuesChange={keepTyped}
            onSubmit={(form) => {
              setSignupValues(form)
              setSignup(toRegisterRequest(form, new Date().toISOString()))
              setStep('payment')
            }}
            onCepLookup={lookupAddress}
            renderLink={routerLink}
          />
        </>
      ) : (
        <>
          <h2 className={styles.subtitle}>Entre na sua conta</h2>
          <LoginForm
            onSubmit={signInHere}
            busy={login.isPending}
            error={
              login.error ? failureText(login.error, UNEXPECTED_ERROR_MESSAGES.login) : undefined
            }
            defaultValues={{ email: signupValues?.email ?? '' }}
            renderLink={routerLink}
            onCreateAccount={() => moveTo('signup', 'register')}
          />
        </>
      )}
      <Button
        variant="ghost"
        className={css({ alignSelf: 'flex-start' })}
        onClick={() => moveTo('plan-details')}
      >
        <ArrowLeft aria-hidden="true" />
        Voltar
      </Button>
    </div>
  )

  const paymentStep = (
    <div className={styles.panel}>
      {error && <Alert tone="error" title={TOASTS.paymentError.title} description={error} />}
      <PaymentMethodChoice value={method} onValueChange={setMethod} disabled={busy} />
      {method === 'credit_card' ? (
        <CardForm busy={payment.isPending} submitLabel="Pagar e assinar" onSubmit={pay} />
      ) : pix && session.token ? (
        <Suspense fallback={<Spinner />}>
          <PixPanel
            key={pix.pixId}
            pix={pix}
            token={session.token}
            onPaid={() => charged({ approved: true, message: '' })}
            onNewCode={requestPix}
            renewing={issuePix.isPending}
          />
        </Suspense>
      ) : (
        <>
          <p className={formStyles.muted}>{PIX_TEXTS.pixHint}</p>
          <Button
            className={css({ alignSelf: 'flex-start' })}
            loading={pixRequest.isPending}
            loadingText={PIX_TEXTS.generating}
            onClick={requestPix}
          >
            {PIX_TEXTS.generate}
          </Button>
        </>
      )}
      <Button
        variant="ghost"
        className={css({ alignSelf: 'flex-start' })}
        disabled={busy}
        onClick={() => setStep(asNewAccount ? 'signup' : 'plan-details')}
      >
        <ArrowLeft aria-hidden="true" />
        Voltar
      </Button>
    </div>
  )

  const steps: { value: StepId; title: string; content: ReactNode }[] = [
    { value: 'plan-details', title: 'Detalhes do plano', content: details },
    ...(anonymous ? [{ value: 'signup' as const, title: 'Cadastro', content: signupStep }] : []),
    { value: 'payment', title: 'Pagamento', content: paymentStep },
  ]

  return (
    <main className={styles.main}>
      <div className={styles.column}>
        <Link to="/" hash="precos" className={styles.back}>
          <ArrowLeft aria-hidden="true" />
          Ver todos os planos
        </Link>
        <h1 className={styles.title}>Assinar o plano {plan.name}</h1>
        <Steps
          aria-label="Etapas da assinatura"
          items={steps}
          step={approved ? steps.length : steps.findIndex((item) => item.value === step)}
          completed={
            <div className={styles.approved} role="status">
              <CircleCheck aria-hidden="true" />
              <p className={styles.approvedTitle}>{CHECKOUT_MESSAGES.approved}</p>
              <p className={formStyles.muted}>Redirecionando para o seu painel…</p>
            </div>
          }
        />
      </div>
      <PlanSummary plan={plan} />
    </main>
  )
}
