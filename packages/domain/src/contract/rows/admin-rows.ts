import {
  adminOverviewSchema,
  adminPlanInputSchema,
  adminPlanListSchema,
  adminPlanSchema,
  auditListQuerySchema,
  auditPageSchema,
  customerDetailSchema,
  customerListQuerySchema,
  customerPageSchema,
} from '../../schemas/admin.ts'
import { idParamSchema } from '../../schemas/fields.ts'
import type { Endpoint, EndpointTag } from '../endpoint.ts'

// The tag written out (the type checks it against ENDPOINT_TAGS): a browser that loads this file
// then carries no other area's text (the landing's first load has no bytes to spare).
const tag = 'Administração' satisfies EndpointTag

const admin = { auth: 'operator', tag } as const

/**
 * The operator console (/admin): every row needs an operator's session. Actions answer with the
 * customer as the console shows them after the change, and each is written to the audit trail
 * with who did it and the values before and after.
 */
export const ADMIN_ROWS = {
  adminOverview: {
    ...admin,
    method: 'GET',
    path: '/admin/overview',
    summary: 'Números do negócio: MRR, assinantes, churn, receita de 30 dias e pendências',
    data: adminOverviewSchema,
  },
  adminListCustomers: {
    ...admin,
    method: 'GET',
    path: '/admin/customer',
    summary: 'Busca clientes por nome, e-mail ou CPF/CNPJ, com filtro, ordem e páginas',
    description:
      '`q` com um CPF/CNPJ (com ou sem máscara) busca pelo documento; com "@", pelo início do e-mail; senão, por parte do nome. Páginas de 20.',
    query: customerListQuerySchema,
    data: customerPageSchema,
  },
  adminGetCustomer: {
    ...admin,
    method: 'GET',
    path: '/admin/customer/:id',
    summary: 'Mostra um cliente: cadastro, assinaturas, pagamentos e e-mails enviados',
    params: idParamSchema,
    data: customerDetailSchema,
    errors: { 404: ['customerNotFound'] },
  },
  adminCancelSubscription: {
    ...admin,
    method: 'POST',
    path: '/admin/subscription/:id/cancel',
    summary: 'Cancela uma assinatura em nome do cliente',
    params: idParamSchema,
    data: customerDetailSchema,
    success: ['canceledByOperator'],
    errors: { 404: ['subscriptionNotFound'], 409: ['alreadyCanceled'] },
  },
  adminReactivateSubscription: {
    ...admin,
    method: 'POST',
    path: '/admin/subscription/:id/reactivate',
    summary: 'Reativa uma assinatura cancelada em nome do cliente',
    description:
      'Dentro do período pago, volta a ativa sem cobrança; depois dele, cobra o cartão salvo.',
    params: idParamSchema,
    data: customerDetailSchema,
    success: ['reactivatedByOperator'],
    errors: {
      400: ['noSavedCard'],
      402: ['paymentRefused'],
      404: ['subscriptionNotFound'],
      409: ['alreadyActive', 'pendingNotReactivable', 'otherOpen'],
      502: ['gatewayUnavailable'],
    },
  },
  adminRefundPayment: {
    ...admin,
    method: 'POST',
    path: '/admin/payment/:id/refund',
    summary: 'Reembolsa um pagamento pago pelo provedor de pagamento',
    params: idParamSchema,
    data: customerDetailSchema,
    success: ['refunded'],
    errors: { 404: ['paymentNotFound'], 409: ['onlyPaidRefundable'], 502: ['refundFailed'] },
  },
  adminResendEmail: {
    ...admin,
    method: 'POST',
    path: '/admin/email/:id/resend',
    summary: 'Reenvia um e-mail que falhou',
    params: idParamSchema,
    data: customerDetailSchema,
    success: ['emailResent'],
    errors: { 404: ['emailNotFound'], 409: ['onlyFailedResendable', 'emailRedacted'] },
  },
  adminListPlans: {
    ...admin,
    method: 'GET',
    path: '/admin/plan',
    summary: 'Lista todos os planos, ativos e desativados, com seus assinantes',
    data: adminPlanListSchema,
  },
  adminCreatePlan: {
    ...admin,
    method: 'POST',
    path: '/admin/plan',
    summary: 'Cria um plano (as mesmas regras do CLI de planos)',
    body: adminPlanInputSchema,
    data: adminPlanSchema,
    success: ['planCreated'],
    errors: { 409: ['planIdTaken'] },
  },
  adminUpdatePlan: {
    ...admin,
    method: 'PUT',
    path: '/admin/plan/:id',
    summary: 'Altera um plano: nome, descrição, preço, ciclo, recursos e ordem',
    description: 'Assinaturas existentes mantêm o preço contratado; o novo vale para novas.',
    params: idParamSchema,
    body: adminPlanInputSchema,
    data: adminPlanSchema,
    success: ['planUpdated'],
    errors: { 404: ['planNotFound'] },
  },
  adminDeactivatePlan: {
    ...admin,
    method: 'POST',
    path: '/admin/plan/:id/deactivate',
    summary: 'Desativa um plano: sai da venda, os assinantes continuam',
    params: idParamSchema,
    data: adminPlanSchema,
    success: ['planDeactivated'],
    errors: { 404: ['planNotFound'] },
  },
  adminDeletePlan: {
    ...admin,
    method: 'DELETE',
    path: '/admin/plan/:id',
    summary: 'Exclui um plano que nunca teve assinantes',
    params: idParamSchema,
    data: adminPlanListSchema,
    success: ['planDeleted'],
    errors: { 404: ['planNotFound'], 409: ['planHasSubscribers'] },
  },
  adminListAudit: {
    ...admin,
    method: 'GET',
    path: '/admin/audit',
    summary: 'Lista o registro de auditoria das ações de operadores, do mais recente',
    query: auditListQuerySchema,
    data: auditPageSchema,
  },
} as const satisfies Record<string, Endpoint>
