import type { ReconciliationKind } from '../schemas/admin.ts'

/**
 * How the console names each kind of difference the reconciliation finds, and what the operator
 * does about it. Written once here, read by the console and by `npm run reconcile`.
 */
export const RECONCILIATION_TEXTS: Record<ReconciliationKind, { label: string; action: string }> = {
  provider_subscription_ended: {
    label: 'Assinatura encerrada no Asaas',
    action:
      'Nada a fazer aqui: a assinatura termina no fim do período já pago e o cliente foi avisado por e-mail. Se o cliente não pediu o encerramento, ofereça que assine de novo.',
  },
  provider_subscription_missing: {
    label: 'Assinatura ativa sem cobrança recorrente no Asaas',
    action:
      'O cliente não está sendo cobrado. Peça que atualize o cartão em Planos e Pagamentos (isso recria a cobrança recorrente) ou cancele a assinatura no console.',
  },
  extra_provider_subscription: {
    label: 'Cobrança recorrente a mais no Asaas',
    action:
      'O cliente pode ser cobrado duas vezes. No painel do Asaas, remova a assinatura indicada (não é a que cobra este cliente) e veja se ela já cobrou algo; se cobrou, reembolse no console.',
  },
  amount_mismatch: {
    label: 'Valor diferente no Asaas',
    action:
      'Compare o valor do Asaas com o nosso: corrija no Asaas para o preço contratado; se o cliente pagou a mais, reembolse a diferença pelo painel do Asaas.',
  },
  status_mismatch: {
    label: 'Situação diferente no Asaas',
    action:
      'Confira a cobrança no Asaas. Se lá ela está paga e aqui não, a fila de webhooks pode estar pausada: reative-a no painel do Asaas e os eventos atrasados acertam a situação.',
  },
  unknown_provider_payment: {
    label: 'Cobrança do Asaas sem pagamento nosso',
    action:
      'Uma cobrança de um cliente nosso no Asaas não corresponde a nenhum pagamento daqui. Veja no Asaas de onde ela veio; se foi paga sem ser devida, reembolse-a pelo painel do Asaas.',
  },
  missing_at_provider: {
    label: 'Pagamento sem cobrança no Asaas',
    action:
      'Nosso pagamento aponta para uma cobrança que o Asaas não mostra. Busque o identificador no Asaas; se ela não existe, leve o caso ao suporte técnico.',
  },
  unmatched_event: {
    label: 'Aviso do Asaas sem destino há mais de um dia',
    action:
      'Um webhook chegou sobre algo que não conhecemos. Busque o identificador no Asaas: se for de outro sistema na mesma conta, ignore; se for de um cliente nosso, leve o caso ao suporte técnico.',
  },
  cleanup_stuck: {
    label: 'Remoção ou reembolso pendente no Asaas',
    action:
      'Não conseguimos remover ou reembolsar isto no Asaas depois de várias tentativas. Faça pelo painel do Asaas; a próxima conciliação confirma.',
  },
}
