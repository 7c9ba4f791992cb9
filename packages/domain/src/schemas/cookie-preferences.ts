import * as v from 'valibot'
import { booleanSchema, TYPE_MESSAGES } from './fields.ts'

export const COOKIE_CATEGORIES = ['essential', 'performance', 'functionality', 'marketing'] as const
export type CookieCategory = (typeof COOKIE_CATEGORIES)[number]

/** Essential cookies are always on; the other three default to off. */
export const cookiePreferencesSchema = v.object(
  {
    essential: v.literal(true, 'Cookies essenciais são sempre ativos'),
    performance: booleanSchema,
    functionality: booleanSchema,
    marketing: booleanSchema,
  },
  TYPE_MESSAGES.object,
)
export type CookiePreferences = v.InferOutput<typeof cookiePreferencesSchema>

/** The consent flag as stored: the text 'true' or 'false'. */
export const cookieConsentFlagSchema = v.picklist(['true', 'false'], TYPE_MESSAGES.boolean)
