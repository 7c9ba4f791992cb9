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
  reconciliationPageSchema,
  reconciliationQuerySchema,
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
    description: 'Calculados na hora, das assinaturas e dos pagamentos guardados.',
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
    description:
      'Cadastro, assinaturas, pagamentos e e-mails enviados do cliente, para o atendimento.',
    params: idParamSchema,
    data: customerDetailSchema,
    errors: { 404: ['customerNotFound'] },
  },
  adminCancelSubscription: {
    ...admin,
    method: 'POST',
    path: '/admin/subscription/:id/cancel',
    idempotent: true,
    summary: 'Cancela uma assinatura em nome do cliente',
    description:
      'Como o cancelamento do próprio cliente; a ação fica no registro de auditoria com quem a fez.',
    params: idParamSchema,
    data: customerDetailSchema,
    success: ['canceledByOperator'],
    errors: {
      404: ['subscriptionNotFound'],
      409: ['alreadyCanceled', 'checkoutInProgress', 'accountGone'],
      502: ['gatewayUnavailable'],
    },
  },
  adminReactivateSubscription: {
    ...admin,
    method: 'POST',
    path: '/admin/subscription/:id/reactivate',
    idempotent: true,
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
      409: [
        'alreadyActive',
        'pendingNotReactivable',
        'otherOpen',
        'checkoutInProgress',
        'accountGone',
        'paymentStillProcessing',
      ],
      502: ['gatewayUnavailable'],
    },
  },
  adminRefundPayment: {
    ...admin,
    method: 'POST',
    path: '/admin/payment/:id/refund',
    idempotent: true,
    summary: 'Reembolsa um pagamento pago pelo provedor de pagamento',
    description:
      'Pede o reembolso ao provedor; um pagamento já reembolsado não é reembolsado de novo. Fica no registro de auditoria.',
    params: idParamSchema,
    data: customerDetailSchema,
    success: ['refunded'],
    errors: {
      404: ['paymentNotFound'],
      409: ['onlyPaidRefundable', 'alreadyRefunded', 'checkoutInProgress'],
      502: ['refundFailed'],
    },
  },
  adminResendEmail: {
    ...admin,
    method: 'POST',
    path: '/admin/email/:id/resend',
    summary: 'Reenvia um e-mail que falhou',
    description:
      'Só um e-mail que falhou; ele volta para a fila de envio. Fica no registro de auditoria.',
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
    description: 'Todos os planos, ativos e desativados, com o número de assinantes de cada um.',
    data: adminPlanListSchema,
  },
  adminCreatePlan: {
    ...admin,
    method: 'POST',
    path: '/admin/plan',
    summary: 'Cria um plano (as mesmas regras do CLI de planos)',
    description:
      'As mesmas regras do CLI de planos (`npm run plans`); fica no registro de auditoria.',
    body: adminPlanInputSchema,
    data: adminPlanSchema,
    success: ['planCreated'],
    errors: { 409: ['planIdTaken', 'planLimitReached'] },
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
    description:
      'O plano sai da venda; quem já assina continua sendo cobrado. Fica no registro de auditoria.',
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
    description:
      'Só um plano que nunca teve assinantes; os outros são desativados. Fica no registro de auditoria.',
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
    description: 'Quem fez, o quê, em quem, quando, com os valores antes e depois; 20 por página.',
    query: auditListQuerySchema,
    data: auditPageSchema,
  },
  adminReconciliation: {
    ...admin,
    method: 'GET',
    path: '/admin/reconciliation',
    summary:
      'Lista as diferenças entre nossos registros e o provedor de pagamento (conciliação diária)',
    description:
      'Assinaturas ativas e pagamentos dos últimos 35 dias comparados com o Asaas: situação, valor e uma só cobrança recorrente viva por assinatura. Só as diferenças ainda abertas, da mais recente; páginas de 20.',
    query: reconciliationQuerySchema,
    data: reconciliationPageSchema,
  },
} as const satisfies Record<string, Endpoint>
