import { fieldsetAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const fieldsetRecipe = defineSlotRecipe({
  className: 'fieldset',
  slots: fieldsetAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '4', minW: '0', border: 'none' },
    legend: { fontSize: 'lg', fontWeight: 'semibold', color: 'fg.default', mb: '1' },
    helperText: { fontSize: 'sm', color: 'fg.muted' },
    errorText: { fontSize: 'sm', fontWeight: 'medium', color: 'fg.error' },
  },
})
