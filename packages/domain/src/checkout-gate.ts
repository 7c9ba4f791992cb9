import { type Subscription, subscriptionPlan, subscriptionPlanId } from './schemas/subscription.ts'
import { canCancel } from './subscription.ts'

/**
 * What a signed-in customer may do at the checkout of `planId`, decided from their subscriptions
 * before any card form shows:
 * - 'pay': no active plan (a pending one of this plan is resumed by the payment);
 * - 'has-this-plan': this plan is already active: nothing to pay, the dashboard is the place;
 * - 'has-other-plan': another plan is active: a second subscription is refused by the API, so
 *   the way is 'Trocar de plano' in the dashboard (an upgrade is charged pro rata there).
 */
export type CheckoutGate =
  | { kind: 'pay' }
  | { kind: 'has-this-plan' }
  | { kind: 'has-other-plan'; planName: string }

export function checkoutGate(subscriptions: readonly Subscription[], planId: string): CheckoutGate {
  const active = subscriptions.find((subscription) => canCancel(subscription.status))
  if (!active) return { kind: 'pay' }
  if (subscriptionPlanId(active) === planId) return { kind: 'has-this-plan' }
  return { kind: 'has-other-plan', planName: subscriptionPlan(active)?.name ?? 'atual' }
}

/**
 * The pending Pix of this plan's checkout, to be shown again (its QR code and countdown) when
 * the checkout opens anew: after a reload, in a new tab, on the way back from the bank's app.
 * Only while no plan is active: an active one decides the checkout (checkoutGate).
 */
export function pendingPixOf(
  subscriptions: readonly Subscription[],
  planId: string,
): Subscription | undefined {
  if (subscriptions.some((subscription) => canCancel(subscription.status))) return undefined
  return subscriptions.find(
    (subscription) =>
      subscription.status === 'pending' &&
      subscription.paymentMethod === 'pix' &&
      subscriptionPlanId(subscription) === planId,
  )
}

export const CHECKOUT_GATE_TEXTS = {
  hasThisPlanTitle: 'Você já assina este plano',
  hasThisPlan: 'Sua assinatura está ativa. Veja os detalhes e os pagamentos no seu painel.',
  hasThisPlanAction: 'Ir para o painel',
  hasOtherPlanTitle: 'Você já tem um plano ativo',
  hasOtherPlanAction: 'Trocar de plano no painel',
  checking: 'Conferindo suas assinaturas…',
  // The server's page of the checkout, before the app has taken over (checkout-preview.tsx).
  opening: 'Preparando a assinatura…',
  // A later step whose code is still on its way (later-steps.tsx).
  loadingStep: 'Carregando esta etapa…',
  pixResumed: 'Você tem um Pix aguardando pagamento para este plano: é o mesmo código de antes.',
  signInPrompt: 'Já tem conta?',
  signInAction: 'Entrar',
  signupPrompt: 'Ainda não tem conta?',
  signupAction: 'Criar conta',
} as const

/** Why another plan cannot simply be bought, and where to go instead. */
export function otherPlanNotice(activePlanName: string, targetPlanName: string): string {
  return `Seu plano ${activePlanName} está ativo. Para passar ao plano ${targetPlanName}, use "Trocar de plano" no painel: um upgrade é cobrado só pela diferença proporcional, e um downgrade vale a partir da próxima cobrança.`
}

/** The confirmation a paid checkout ends on (checkout-confirmation.tsx). */
export const CHECKOUT_CONFIRMATION_TEXTS = {
  plan: 'Plano',
  amount: 'Valor',
  nextCharge: 'Próxima cobrança',
  receipt: 'Ver recibo',
  nextSteps: 'Próximos passos',
  download: 'Baixar o aplicativo',
  downloadHint: 'e instalar no computador que vai atender os seus clientes.',
  connect: 'Conectar o computador',
  connectHint: 'em /ativar, com o código que o aplicativo mostrar ao abrir.',
  dashboard: 'Ir para o meu painel',
} as const
