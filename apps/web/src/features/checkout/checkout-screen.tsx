import { PAYMENT_REDIRECT_MS } from '@atendimento/domain/constants'
import { CHECKOUT_MESSAGES } from '@atendimento/domain/messages'
import { billingCycleLabel, formatCents } from '@atendimento/domain/money'
import { type RegisterRequest, toRegisterRequest } from '@atendimento/domain/schemas/auth'
import type { CardForm as CardFormOutput } from '@atendimento/domain/schemas/card'
import { TOASTS } from '@atendimento/domain/toasts'
import { Alert } from '@atendimento/ui/alert'
import { Button } from '@atendimento/ui/button'
import { CardForm } from '@atendimento/ui/card-form'
import { CheckoutSignupForm, type RegisterFormValues } from '@atendimento/ui/register-form'
import { Steps } from '@atendimento/ui/steps'
import { css } from '@atendimento/ui/styled-system/css'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { ArrowLeft, CircleCheck } from 'lucide-react'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { ApiError } from '../../api/request.ts'
import { lookupAddress } from '../account/cep-lookup.ts'
import { routerLink } from '../account/router-link.tsx'
import { formStyles } from '../account/styles.ts'
import { useSession } from '../auth/session-provider.tsx'
import { notify } from '../shell/notify.ts'
import { paymentFailureToast } from './payment.ts'
import { type ChargeOutcome, useCardPayment, useSubscribeWithSignup } from './payment-mutations.ts'
import { planQuery } from './plan-query.ts'
import { PlanSummary } from './plan-summary.tsx'

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

/**
 * /subscribe/$planId: plan details, then signup (anonymous visitors only), then the card.
 * An approved payment shows 'Pagamento Aprovado!' and goes to /dashboard after 2 s.
 */
export function CheckoutScreen({ planId }: { planId: string }) {
  const { data: plan } = useSuspenseQuery(planQuery(planId))
  const session = useSession()
  const navigate = useNavigate()
  // Fixed when the page opens: signing up at the last step must not reshuffle the steps.
  const [anonymous] = useState(() => session.state.status !== 'authenticated')
  const [step, setStep] = useState<StepId>('plan-details')
  const [signup, setSignup] = useState<RegisterRequest | null>(null)
  // What was typed at signup, kept when the visitor comes back to fix it after a refusal.
  const [signupValues, setSignupValues] = useState<Partial<RegisterFormValues>>()
  const cardPayment = useCardPayment()
  const signupPayment = useSubscribeWithSignup()
  const payment = anonymous ? signupPayment : cardPayment
  const error =
    payment.error instanceof ApiError ? paymentFailureToast(payment.error).description : undefined
  const [approved, setApproved] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const goToDashboard = (tab?: 'plans') =>
    void navigate({ to: '/dashboard', ...(tab && { search: { tab } }) })

  const charged = ({ approved, message }: ChargeOutcome) => {
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
  const refused = (failure: Error) => void notify('error', paymentFailureToast(failure))

  function pay(card: CardFormOutput) {
    if (anonymous) {
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
        {billingCycleLabel(plan.billingCycleDays)} no cartão de crédito, sem fidelidade. Cancele
        quando quiser.
      </p>
      <div className={formStyles.actions}>
        <Button onClick={() => setStep(anonymous ? 'signup' : 'payment')}>Continuar</Button>
      </div>
    </div>
  )

  const signupStep = (
    <div className={styles.panel}>
      <CheckoutSignupForm
        defaultValues={signupValues}
        onSubmit={(form) => {
          setSignupValues(form)
          setSignup(toRegisterRequest(form, new Date().toISOString()))
          setStep('payment')
        }}
        onCepLookup={lookupAddress}
        renderLink={routerLink}
      />
      <Button
        variant="ghost"
        className={css({ alignSelf: 'flex-start' })}
        onClick={() => setStep('plan-details')}
      >
        <ArrowLeft aria-hidden="true" />
        Voltar
      </Button>
    </div>
  )

  const paymentStep = (
    <div className={styles.panel}>
      {error && <Alert tone="error" title={TOASTS.paymentError.title} description={error} />}
      <CardForm
        busy={payment.isPending}
        submitLabel="Pagar e assinar"
        onSubmit={(card) => void pay(card)}
      />
      <Button
        variant="ghost"
        className={css({ alignSelf: 'flex-start' })}
        disabled={payment.isPending}
        onClick={() => setStep(anonymous ? 'signup' : 'plan-details')}
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
