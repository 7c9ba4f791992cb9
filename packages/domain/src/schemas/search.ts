import * as v from 'valibot'
import { CHECKOUT_STEPS } from '../checkout-steps.ts'
import { DASHBOARD_TABS } from '../constants.ts'
import { safeReturnPath } from '../return-path.ts'

/**
 * Search params of the web's routes. Each falls back instead of failing, so a hand-edited
 * URL opens a sensible screen rather than an error page.
 */

// /dashboard?tab=: one of the spec's five tabs. Absent or unknown reads as no tab, which the
// screen shows as its default (the account tab), so /dashboard stays a clean address.
export const dashboardSearchSchema = v.object({
  tab: v.fallback(v.optional(v.picklist(DASHBOARD_TABS)), undefined),
})
export type DashboardSearch = v.InferOutput<typeof dashboardSearchSchema>

const optionalQueryText = v.fallback(v.optional(v.pipe(v.string(), v.trim())), undefined)

// /validar-codigo?email=: without an email the screen sends the visitor back.
export const validateCodeSearchSchema = v.object({ email: optionalQueryText })
export type ValidateCodeSearch = v.InferOutput<typeof validateCodeSearchSchema>

// /alterar-senha?email=&code=: the anonymous mode needs both.
export const changePasswordSearchSchema = v.object({
  email: optionalQueryText,
  code: optionalQueryText,
})
export type ChangePasswordSearch = v.InferOutput<typeof changePasswordSearchSchema>

/** The category value meaning "no category filter". */
export const ALL_CATEGORIES = 'todas'
export const CATALOGUE_SORTS = ['nome', 'preco', 'categoria'] as const
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number]

export const CATALOGUE_DEFAULTS: CatalogueSearch = {
  busca: '',
  categoria: ALL_CATEGORIES,
  ordem: 'nome',
}

/**
 * /produtos?busca=&categoria=&ordem=: anything malformed falls back to the default. The category
 * is only bounded here and checked against the catalogue by `normalizeCatalogueSearch`, so the
 * route's validation, which ships with every page, does not carry the whole catalogue.
 */
export const catalogueSearchSchema = v.object({
  busca: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100)), ''), ''),
  categoria: v.fallback(
    v.optional(v.pipe(v.string(), v.maxLength(60)), ALL_CATEGORIES),
    ALL_CATEGORIES,
  ),
  ordem: v.fallback(v.optional(v.picklist(CATALOGUE_SORTS), 'nome'), 'nome'),
})
export type CatalogueSearch = v.InferOutput<typeof catalogueSearchSchema>

// /subscribe/{planId}?etapa=: the checkout's step. Absent or unknown reads as the plan's details,
// which start every checkout; the screen then shows the step the visitor may be on
// (checkout-steps.ts).
export const checkoutSearchSchema = v.object({
  etapa: v.fallback(v.optional(v.picklist(CHECKOUT_STEPS)), undefined),
})
export type CheckoutSearch = v.InferOutput<typeof checkoutSearchSchema>
// /login?voltar=: where to go once signed in (only a page of ours that needs a session).
export const loginSearchSchema = v.object({
  voltar: v.fallback(
    v.optional(
      v.pipe(
        v.string(),
        v.transform((value: string) => safeReturnPath(value)),
      ),
    ),
    undefined,
  ),
})
export type LoginSearch = v.InferOutput<typeof loginSearchSchema>

// /ativar?codigo=: the code from the desktop app's QR code (any case, with or without hyphen).
export const activationSearchSchema = v.object({
  codigo: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(20))), undefined),
})
export type ActivationSearch = v.InferOutput<typeof activationSearchSchema>
