/**
 * What a plan unlocks in the desktop app, as codes the app checks (the licence's
 * `entitlements`), each matching a line of the plans' pt-BR feature lists. The operator console
 * and the plans CLI choose them per plan.
 */
export const ENTITLEMENTS = [
  'ai-replies',
  'quick-templates',
  'keyword-triggers',
  'human-handoff',
  'dashboards',
] as const
export type Entitlement = (typeof ENTITLEMENTS)[number]

/** The feature each code stands for, as the plan cards say it. */
export const ENTITLEMENT_LABELS: Record<Entitlement, string> = {
  'ai-replies': 'Respostas automáticas com IA',
  'quick-templates': 'Modelos de mensagens rápidas',
  'keyword-triggers': 'Gatilhos por palavra-chave',
  'human-handoff': 'Transferência inteligente para atendente',
  dashboards: 'Painéis de clientes e agendamentos',
}

/** Most computers one subscription may connect, whatever a plan says (a typing slip guard). */
export const MAX_DEVICES_LIMIT = 100

/** Codes in the table's order, once each (what an operator ticked, in any order). */
export function sortedEntitlements(codes: readonly string[]): Entitlement[] {
  return ENTITLEMENTS.filter((code) => codes.includes(code))
}
