import * as v from 'valibot'
import { SUBSCRIPTION_STATUS_LABELS } from '../subscription.ts'
import { AUDIT_ACTIONS, CUSTOMER_SORTS, CUSTOMER_STATUS_FILTERS } from './admin.ts'

// /admin?aba=&q=&status=&ordem=&pagina=&cliente=&operador=&acao=: the console's state in the
// URL (a link to a customer or a filtered list can be shared). Read by the console's own lazy
// chunk, so none of this weighs on the landing. Each field falls back instead of failing.

export const ADMIN_TABS = [
  'visao-geral',
  'clientes',
  'planos',
  'versoes',
  'auditoria',
  'conciliacao',
] as const
export type AdminTab = (typeof ADMIN_TABS)[number]

const optionalText = v.fallback(
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  undefined,
)
const page = v.fallback(
  v.optional(v.pipe(v.union([v.string(), v.number()]), v.toNumber(), v.integer(), v.minValue(1))),
  undefined,
)

export const adminSearchSchema = v.object({
  aba: v.fallback(v.optional(v.picklist(ADMIN_TABS)), undefined),
  q: optionalText,
  status: v.fallback(v.optional(v.picklist(CUSTOMER_STATUS_FILTERS)), undefined),
  ordem: v.fallback(v.optional(v.picklist(CUSTOMER_SORTS)), undefined),
  pagina: page,
  cliente: optionalText,
  operador: optionalText,
  acao: v.fallback(v.optional(v.picklist(AUDIT_ACTIONS)), undefined),
})
export type AdminSearch = v.InferOutput<typeof adminSearchSchema>

/** The audit actions as the console names them. */
export const AUDIT_ACTION_LABELS: Record<(typeof AUDIT_ACTIONS)[number], string> = {
  'subscription.canceled_by_operator': 'Assinatura cancelada',
  'subscription.reactivated_by_operator': 'Assinatura reativada',
  'payment.refunded': 'Pagamento reembolsado',
  'email.resent': 'E-mail reenviado',
  'plan.created': 'Plano criado',
  'plan.updated': 'Plano alterado',
  'plan.deactivated': 'Plano desativado',
  'plan.deleted': 'Plano excluído',
  'device.disconnected_by_operator': 'Computador desconectado',
  'release.published': 'Versão publicada',
  'release.rollout_changed': 'Liberação gradual alterada',
  'release.withdrawn': 'Versão retirada',
}

/** The status badges' own labels, plus the customers who never subscribed. */
export const CUSTOMER_STATUS_FILTER_LABELS: Record<
  (typeof CUSTOMER_STATUS_FILTERS)[number],
  string
> = { ...SUBSCRIPTION_STATUS_LABELS, 'sem-assinatura': 'Sem assinatura' }

export const CUSTOMER_SORT_LABELS: Record<(typeof CUSTOMER_SORTS)[number], string> = {
  recentes: 'Mais recentes',
  antigos: 'Mais antigos',
  nome: 'Nome (A–Z)',
}
