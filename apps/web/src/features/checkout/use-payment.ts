import { SUBSCRIPTION_ROWS } from '@atendimento/domain/contract/rows/subscription-rows'
import type { RegisterRequest } from '@atendimento/domain/schemas/auth'
import type { CardForm } from '@atendimento/domain/schemas/card'
import type { PaymentMethod } from '@atendimento/domain/schemas/payment'
import type { PixCharge } from '@atendimento/domain/schemas/pix'
import type { User } from '@atendimento/domain/schemas/user'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { fetchAnswer } from '../../api/call-api.ts'
import { useRepeatSafeMutation } from '../../api/repeat-safe-mutation.ts'
import { ApiError } from '../../api/request.ts'
import { useSession } from '../auth/session-provider.tsx'
import { invalidateAccountLists } from '../dashboard/queries.ts'
import { notify } from '../shell/notify.ts'
import { cardPaymentPayload, payerFrom, paymentFailureToast } from './payment.ts'

/** Who pays: the signed-in customer, or the visitor signing up in this checkout. */
export type Payer =
  | { kind: 'customer'; token: string; user: User }
  | { kind: 'signup'; signup: RegisterRequest }

/** What the visitor asked for: pay by card, or a Pix code (again, or anew once it expired). */
export type PaymentRequest = { method: 'credit_card'; card: CardForm } | { method: 'pix' }

/** What the API answered a payment request with; a signup also answers the new session. */
export type PaymentAnswer = { session?: { token: string; user: User } } & (
  | { kind: 'charged'; approved: boolean; message: string }
  | { kind: 'pix'; pix: PixCharge }
)

/**
 * The one place a payment request is sent: the four ways to pay (card or Pix, signed in or
 * signing up) each have their row of the contract table; every one answers here alike.
 */
export async function submitPayment(
  planId: string,
  payer: Payer,
  request: PaymentRequest,
  idempotencyKey?: string,
): Promise<PaymentAnswer> {
  const params = { planId }
  if (request.method === 'pix') {
    if (payer.kind === 'customer') {
      const { data } = await fetchAnswer(SUBSCRIPTION_ROWS.createPixSubscription, {
        params,
        token: payer.token,
        ...(idempotencyKey && { idempotencyKey }),
      })
      return { kind: 'pix', pix: data.pix }
    }
    const { data } = await fetchAnswer(SUBSCRIPTION_ROWS.subscribeWithSignupPix, {
      params,
      body: { user: payer.signup },
    })
    return { kind: 'pix', pix: data.pix, session: data }
  }
  if (payer.kind === 'customer') {
    const body = await cardPaymentPayload(request.card, payerFrom(payer.user))
    // The one template /subscription/{id}: here the id is the plan's.
    const { message, data } = await fetchAnswer(SUBSCRIPTION_ROWS.createSubscription, {
      params: { id: planId },
      body,
      token: payer.token,
      ...(idempotencyKey && { idempotencyKey }),
    })
    return { kind: 'charged', approved: data.status === 'active', message }
  }
  const payment = await cardPaymentPayload(request.card, payerFrom(payer.signup))
  const { message, data } = await fetchAnswer(SUBSCRIPTION_ROWS.subscribeWithSignup, {
    params,
    body: { user: payer.signup, payment },
  })
  return {
    kind: 'charged',
    approved: data.subscription.status === 'active',
    message,
    session: data,
  }
}

export interface PaymentHandlers {
  /** The card was approved, or the Pix paid. */
  onApproved: () => void
  /** The provider is still analysing the charge (its message says so). */
  onInReview: (message: string) => void
}

/**
 * Paying for a plan, by the checkout and by the dashboard's secure-payment dialog: one request
 * at a time, its busy state and failure, the Pix code it issued, and the end of it (approved or
 * in review, through `handlers`). A signup's answer starts the new session (not remembered);
 * the customer's lists load again after every request. An answer of the API is for the screen
 * to show in place (`error`); any other failure is a toast.
 */
export function usePayment(planId: string, payer: Payer | null, handlers: PaymentHandlers) {
  const session = useSession()
  const queryClient = useQueryClient()
  const [pix, setPix] = useState<PixCharge | null>(null)
  const [approved, setApproved] = useState(false)
  const finish = () => {
    setApproved(true)
    // A Pix found paid by its status check changed the lists as a card's answer does.
    const userId = payer?.kind === 'customer' ? payer.user._id : session.user?._id
    if (userId) void invalidateAccountLists(queryClient, userId)
    handlers.onApproved()
  }
  const mutation = useRepeatSafeMutation({
    mutationFn: (input: { payer: Payer; request: PaymentRequest }, key) =>
      submitPayment(planId, input.payer, input.request, key),
    onSuccess: (answer) => {
      if (answer.session) session.signIn({ ...answer.session, rememberMe: false })
      if (answer.kind === 'pix') setPix(answer.pix)
      else if (answer.approved) finish()
      else handlers.onInReview(answer.message)
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) void notify('error', paymentFailureToast(error))
    },
    onSettled: (answer: PaymentAnswer | undefined, _: unknown, { payer: paid }) => {
      const userId = paid.kind === 'customer' ? paid.user._id : answer?.session?.user._id
      if (userId) void invalidateAccountLists(queryClient, userId)
    },
  })
  const asked = mutation.variables?.request.method
  return {
    /** Sends the request as `payer` (nothing without one). */
    pay(request: PaymentRequest) {
      if (payer) mutation.mutate({ payer, request })
    },
    /** The Pix status check said paid. */
    pixPaid: finish,
    pix,
    approved,
    /** The method of the last request sent. */
    asked,
    /** A request was answered in this page: a session it made has nothing to check yet. */
    started: mutation.isSuccess || pix !== null || approved,
    busy: mutation.isPending,
    /** A request of this method is under way (the card's button, 'Gerar novo código'). */
    busyWith: (method: PaymentMethod) => mutation.isPending && asked === method,
    /** The API's refusal of the last request of this method, to show in place. */
    errorFor: (method: PaymentMethod) =>
      asked === method && mutation.error instanceof ApiError
        ? paymentFailureToast(mutation.error).description
        : undefined,
    /**
     * Forgets the API's refusal of the last request: the card form refused a new try by its own
     * rules, and that new error replaces the old banner (issue 29).
     */
    clearError() {
      if (mutation.isError) mutation.reset()
    },
    reset() {
      mutation.reset()
      setPix(null)
      setApproved(false)
    },
  }
}
export type Payment = ReturnType<typeof usePayment>
