import { pinInputAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const pinInputRecipe = defineSlotRecipe({
  className: 'pin-input',
  slots: pinInputAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '2' },
    label: { fontSize: 'sm', fontWeight: 'medium', color: 'fg.default' },
    control: { display: 'flex', gap: { base: '1', sm: '2' } },
    input: {
      w: { base: '11', sm: '12' },
      h: { base: '12', sm: '14' },
      textAlign: 'center',
      fontSize: 'xl',
      fontWeight: 'semibold',
      fontVariantNumeric: 'tabular-nums',
      textTransform: 'uppercase',
      color: 'fg.default',
      bg: 'bg.surface',
      borderWidth: '1px',
      borderColor: 'border.emphasized',
      borderRadius: 'md',
      outline: 'none',
      _focusVisible: {
        borderColor: 'focusRing',
        boxShadow: '[0 0 0 1px var(--colors-focus-ring)]',
      },
      _invalid: { borderColor: 'border.error' },
      _disabled: { opacity: 0.6, cursor: 'not-allowed' },
    },
  },
})
