import { CATALOGUE_CATEGORIES } from '@atendimento/domain/catalogue/filter'
import { ALL_CATEGORIES, type CatalogueSearch } from '@atendimento/domain/schemas/search'
import { Button } from '@atendimento/ui/button'
import * as Field from '@atendimento/ui/field'
import { Input } from '@atendimento/ui/input'
import { Select } from '@atendimento/ui/select'
import { css } from '@atendimento/ui/styled-system/css'
import { X } from 'lucide-react'
import { useRef } from 'react'
import { useAdoptTypedValue } from '../shell/use-adopt-typed-value.ts'
import { SORT_OPTIONS } from './sort-options.ts'

const CATEGORY_OPTIONS = [
  { value: ALL_CATEGORIES, label: 'Todas as categorias' },
  ...CATALOGUE_CATEGORIES.map((category) => ({ value: category, label: category })),
]

interface Props {
  search: CatalogueSearch
  onChange: (changes: Partial<CatalogueSearch>) => void
  onClear: () => void
  canClear: boolean
}

const styles = {
  form: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', md: '2fr 1fr 1fr auto' },
    gap: '4',
    alignItems: 'end',
    p: '5',
    bg: 'bg.subtle',
    borderRadius: 'xl',
    borderWidth: '1px',
    borderColor: 'border.default',
  }),
}

/** Search, category filter, sort and 'Limpar filtros', all mirrored in the URL. */
export function CatalogueFilters({ search, onChange, onClear, canClear }: Props) {
  const searchField = useRef<HTMLInputElement>(null)
  useAdoptTypedValue(searchField, search.busca, (busca) => onChange({ busca }))
  return (
    <search className={styles.form} aria-label="Filtrar catálogo">
      <Field.Root>
        <Field.Label>Buscar</Field.Label>
        <Input
          ref={searchField}
          type="search"
          value={search.busca}
          placeholder="Ex.: caneca, 3D, sites"
          onChange={(event) => onChange({ busca: event.target.value })}
        />
      </Field.Root>
      <Select
        label="Categoria"
        options={CATEGORY_OPTIONS}
        value={search.categoria}
        onValueChange={(categoria) => onChange({ categoria: categoria || ALL_CATEGORIES })}
      />
      <Select
        label="Ordenar por"
        options={SORT_OPTIONS}
        value={search.ordem}
        onValueChange={(value) =>
          onChange({
            ordem: SORT_OPTIONS.find((option) => option.value === value)?.value ?? 'nome',
          })
        }
      />
      <Button variant="ghost" onClick={onClear} disabled={!canClear}>
        <X aria-hidden="true" />
        Limpar filtros
      </Button>
    </search>
  )
}
