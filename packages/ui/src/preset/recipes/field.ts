import { fieldAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const fieldRecipe = defineSlotRecipe({
  className: 'field',
  slots: fieldAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', minW: '0' },
    label: {
      fontSize: 'sm',
      fontWeight: 'medium',
      color: 'fg.default',
      display: 'inline-flex',
      gap: '0.5',
      _disabled: { opacity: 0.6 },
    },
    requiredIndicator: { color: 'fg.error' },
    helperText: { fontSize: 'sm', color: 'fg.muted' },
    errorText: {
      fontSize: 'sm',
      fontWeight: 'medium',
      color: 'fg.error',
      display: 'flex',
      alignItems: 'flex-start',
      gap: '1',
      '& svg': { flexShrink: '0', mt: '[0.2em]' },
    },
    input: {},
    select: {},
    textarea: {},
  },
})
