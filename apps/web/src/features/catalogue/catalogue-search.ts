import * as v from 'valibot'

export const ALL_CATEGORIES = 'todas'
export const SORT_OPTIONS = [
  { value: 'nome', label: 'Nome' },
  { value: 'preco', label: 'Preço' },
  { value: 'categoria', label: 'Categoria' },
] as const
export type CatalogueSort = (typeof SORT_OPTIONS)[number]['value']

export const CATALOGUE_DEFAULTS = {
  busca: '',
  categoria: ALL_CATEGORIES,
  ordem: 'nome' as CatalogueSort,
}

/**
 * /produtos?busca=&categoria=&ordem=: anything malformed falls back to the default. The category
 * is checked against the catalogue by the screen (see `categoryOf`), so the route's search
 * validation, which ships with every page, does not carry the whole catalogue.
 */
export const catalogueSearchSchema = v.object({
  busca: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100)), ''), ''),
  categoria: v.fallback(
    v.optional(v.pipe(v.string(), v.maxLength(60)), ALL_CATEGORIES),
    ALL_CATEGORIES,
  ),
  ordem: v.fallback(
    v.optional(v.picklist(SORT_OPTIONS.map((option) => option.value)), 'nome'),
    'nome',
  ),
})
export type CatalogueSearch = v.InferOutput<typeof catalogueSearchSchema>
