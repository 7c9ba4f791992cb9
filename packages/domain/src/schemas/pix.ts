import * as v from 'valibot'
import { idSchema, TYPE_MESSAGES } from './fields.ts'

export const PIX_STATUSES = ['pending', 'paid', 'expired', 'canceled'] as const
export type PixStatus = (typeof PIX_STATUSES)[number]

// POST /subscription/pix/status
export const pixStatusRequestSchema = v.object({ pixId: idSchema }, TYPE_MESSAGES.object)
export type PixStatusRequest = v.InferOutput<typeof pixStatusRequestSchema>

export const pixStatusResponseSchema = v.object(
  { pixId: idSchema, status: v.picklist(PIX_STATUSES, TYPE_MESSAGES.option) },
  TYPE_MESSAGES.object,
)
export type PixStatusResponse = v.InferOutput<typeof pixStatusResponseSchema>
