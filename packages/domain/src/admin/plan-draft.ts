import * as v from 'valibot'
import type { Entitlement } from '../devices/entitlements.ts'
import { type AdminPlan, type AdminPlanInput, adminPlanInputSchema } from '../schemas/admin.ts'

/** The plan form as typed: text in every field, the price in reais ('59,90'). */
export interface PlanDraft {
  name: string
  description: string
  price: string
  billingCycleDays: string
  /** One feature per line. */
  features: string
  position: string
  /** Computers one subscription may connect. */
  maxDevices: string
  /** What the plan unlocks in the desktop app (ticked boxes). */
  entitlements: Entitlement[]
}

export type PlanDraftField = keyof PlanDraft

export const PLAN_DRAFT_MESSAGES = {
  price: 'Informe o preço em reais, por exemplo 59,90',
  position: 'A ordem deve ser um número inteiro, a partir de 0',
  features: 'Informe ao menos um recurso, um por linha',
  description: 'Descrição é obrigatória',
} as const

export const EMPTY_PLAN_DRAFT: PlanDraft = {
  name: '',
  description: '',
  price: '',
  billingCycleDays: '30',
  features: '',
  position: '0',
  maxDevices: '1',
  entitlements: [],
}

export function planToDraft(plan: AdminPlan): PlanDraft {
  return {
    name: plan.name,
    description: plan.description,
    price: (plan.price / 100).toFixed(2).replace('.', ','),
    billingCycleDays: String(plan.billingCycleDays),
    features: plan.features.join('\n'),
    position: String(plan.position),
    maxDevices: String(plan.maxDevices),
    entitlements: [...plan.entitlements],
  }
}

/** '59,90', '59.90', '1.234,50', 'R$ 59' in cents; NaN when it is not an amount. */
export function reaisTextToCents(text: string): number {
  const cleaned = text.replace(/R\$|\s/g, '')
  if (!/^\d{1,3}(\.?\d{3})*(,\d{1,2})?$|^\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN
  const normalised = cleaned.includes(',')
    ? cleaned.replace(/\./g, '').replace(',', '.')
    : /\.\d{3}$/.test(cleaned)
      ? cleaned.replace(/\./g, '')
      : cleaned
  return Math.round(Number(normalised) * 100)
}

const integerText = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN)

/**
 * The form's text as the API's plan input (the CLI's rules, `adminPlanInputSchema`), or one
 * pt-BR message per field that is wrong.
 */
export function parsePlanDraft(
  draft: PlanDraft,
  active = true,
):
  | { success: true; input: AdminPlanInput }
  | { success: false; errors: Partial<Record<PlanDraftField, string>> } {
  const errors: Partial<Record<PlanDraftField, string>> = {}
  const price = reaisTextToCents(draft.price)
  if (Number.isNaN(price)) errors.price = PLAN_DRAFT_MESSAGES.price
  const position = integerText(draft.position || '0')
  if (Number.isNaN(position)) errors.position = PLAN_DRAFT_MESSAGES.position
  const features = draft.features
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
  if (features.length === 0) errors.features = PLAN_DRAFT_MESSAGES.features
  if (draft.description.trim() === '') errors.description = PLAN_DRAFT_MESSAGES.description
  const parsed = v.safeParse(adminPlanInputSchema, {
    name: draft.name.trim(),
    description: draft.description.trim(),
    price: Number.isNaN(price) ? 0 : price,
    billingCycleDays: integerText(draft.billingCycleDays),
    features,
    active,
    position: Number.isNaN(position) ? 0 : position,
    maxDevices: integerText(draft.maxDevices),
    entitlements: draft.entitlements,
  })
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const key = issue.path?.[0]?.key as PlanDraftField | undefined
      const field: PlanDraftField = key && key in draft ? key : 'name'
      errors[field] ??= issue.message
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { success: false, errors }
  return { success: true, input: parsed.output }
}
