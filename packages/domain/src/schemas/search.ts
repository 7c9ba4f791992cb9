import * as v from 'valibot'
import { PRODUCT_CATEGORIES } from '../catalogue/types.ts'
import { DASHBOARD_TABS, DEFAULT_DASHBOARD_TAB } from '../constants.ts'

/**
 * Search params of the web's routes. Each falls back instead of failing, so a hand-edited
 * URL opens a sensible screen rather than an error page.
 */

// /dashboard?tab=
export const dashboardSearchSchema = v.object({
  tab: v.fallback(
    v.optional(v.picklist(DASHBOARD_TABS), DEFAULT_DASHBOARD_TAB),
    DEFAULT_DASHBOARD_TAB,
  ),
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

export const CATALOGUE_SORTS = ['name', 'price', 'category'] as const
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number]

// /produtos?q=&category=&sort=
export const catalogueSearchSchema = v.object({
  q: optionalQueryText,
  category: v.fallback(v.optional(v.picklist(PRODUCT_CATEGORIES)), undefined),
  sort: v.fallback(v.optional(v.picklist(CATALOGUE_SORTS), 'name'), 'name'),
})
export type CatalogueSearch = v.InferOutput<typeof catalogueSearchSchema>
