import * as v from 'valibot'
import { ENTITLEMENTS, MAX_DEVICES_LIMIT } from '../devices/entitlements.ts'
import {
  booleanSchema,
  centsSchema,
  centsUpTo,
  firstIssueOnly,
  idSchema,
  LIST_LIMITS,
  listOf,
  maxText,
  plainText,
  TEXT_LIMITS,
  TYPE_MESSAGES,
} from './fields.ts'

/**
 * What a plan may hold, within the database's integer columns (2^31 - 1) and what a business
 * sells: an id that goes into public URLs, a price, a cycle and a place in lists.
 */
export const PLAN_LIMITS = {
  idMinLength: 3,
  idMaxLength: 60,
  /** R$ 1.000.000,00. */
  maxPriceCents: 100_000_000,
  /** Ten years. */
  maxCycleDays: 3_650,
  maxPosition: 100_000,
} as const

export const PLAN_MESSAGES = {
  name: 'Nome do plano é obrigatório',
  cycle: 'O ciclo de cobrança deve ser um número inteiro de dias, a partir de 1',
  cycleTooLong: 'O ciclo de cobrança pode ser de até 3.650 dias (10 anos)',
  priceTooHigh: 'O preço do plano pode ser de até R$ 1.000.000,00',
  position: 'A ordem deve ser um número inteiro de 0 a 100.000',
  id: 'O identificador do plano deve ter de 3 a 60 letras minúsculas sem acento, números e hífens, como plano-essencial',
  maxDevices: `O limite de computadores deve ser um número inteiro de 1 a ${MAX_DEVICES_LIMIT}`,
  entitlement: 'Recurso do aplicativo desconhecido',
} as const

/** A plan's id as it shows in URLs (`/subscribe/plano-essencial`): a lowercase slug. */
export const planIdSchema = v.pipe(
  v.string(PLAN_MESSAGES.id),
  v.minLength(PLAN_LIMITS.idMinLength, PLAN_MESSAGES.id),
  v.maxLength(PLAN_LIMITS.idMaxLength, PLAN_MESSAGES.id),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, PLAN_MESSAGES.id),
)

const cycleSchema = v.pipe(
  v.number(PLAN_MESSAGES.cycle),
  v.integer(PLAN_MESSAGES.cycle),
  v.minValue(1, PLAN_MESSAGES.cycle),
  v.maxValue(PLAN_LIMITS.maxCycleDays, PLAN_MESSAGES.cycleTooLong),
)

/** How many computers one subscription of the plan may connect (the desktop app's seats). */
export const maxDevicesSchema = v.pipe(
  v.number(PLAN_MESSAGES.maxDevices),
  v.integer(PLAN_MESSAGES.maxDevices),
  v.minValue(1, PLAN_MESSAGES.maxDevices),
  v.maxValue(MAX_DEVICES_LIMIT, PLAN_MESSAGES.maxDevices),
)

/** The codes of what the plan unlocks in the app (devices/entitlements.ts). */
export const entitlementsSchema = listOf(
  v.picklist(ENTITLEMENTS, PLAN_MESSAGES.entitlement),
  ENTITLEMENTS.length,
)

export const planSchema = v.object(
  {
    _id: idSchema,
    name: v.pipe(
      v.string(PLAN_MESSAGES.name),
      v.nonEmpty(PLAN_MESSAGES.name),
      maxText(TEXT_LIMITS.planName),
    ),
    description: v.pipe(v.string(TYPE_MESSAGES.text), maxText(TEXT_LIMITS.planDescription)),
    /** Integer cents: 4990 is R$ 49,90. */
    price: centsSchema,
    billingCycleDays: cycleSchema,
    features: listOf(
      v.pipe(v.string(TYPE_MESSAGES.text), maxText(TEXT_LIMITS.feature)),
      LIST_LIMITS.planFeatures,
    ),
    active: booleanSchema,
    /** Seats: computers one subscription may connect. Absent in answers older than issue 23. */
    maxDevices: v.optional(maxDevicesSchema, 1),
    /** What the plan unlocks in the app. Absent in answers older than issue 23. */
    entitlements: v.optional(entitlementsSchema, []),
  },
  TYPE_MESSAGES.object,
)
export type Plan = v.InferOutput<typeof planSchema>

export const planListSchema = listOf(planSchema, LIST_LIMITS.plans)

/**
 * What the plans CLI (and the operator console) accepts: a plan, with the id optional for a new
 * one (made from the name), within PLAN_LIMITS, its texts free of direction controls.
 */
export const planUpsertSchema = v.object(
  {
    ...planSchema.entries,
    _id: v.optional(planIdSchema),
    name: firstIssueOnly(
      v.pipe(
        plainText(PLAN_MESSAGES.name, TEXT_LIMITS.planName),
        v.trim(),
        v.nonEmpty(PLAN_MESSAGES.name),
      ),
    ),
    description: plainText(TYPE_MESSAGES.text, TEXT_LIMITS.planDescription),
    price: centsUpTo(PLAN_LIMITS.maxPriceCents, PLAN_MESSAGES.priceTooHigh),
    features: listOf(plainText(TYPE_MESSAGES.text, TEXT_LIMITS.feature), LIST_LIMITS.planFeatures),
    active: v.optional(booleanSchema, true),
    // Left out, an existing plan keeps its seats and entitlements (a new one: 1 seat, none).
    maxDevices: v.optional(maxDevicesSchema),
    entitlements: v.optional(entitlementsSchema),
  },
  TYPE_MESSAGES.object,
)
export type PlanUpsert = v.InferOutput<typeof planUpsertSchema>

/** GET /plan?activeOnly=true: the flag arrives as query text. */
export const planListQuerySchema = v.object(
  { activeOnly: v.optional(v.picklist(['true', 'false'], TYPE_MESSAGES.option)) },
  TYPE_MESSAGES.object,
)
export type PlanListQuery = v.InferOutput<typeof planListQuerySchema>
