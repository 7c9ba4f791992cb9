import { radioGroupAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const radioGroupRecipe = defineSlotRecipe({
  className: 'radio-group',
  slots: radioGroupAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '2' },
    label: { fontSize: 'sm', fontWeight: 'medium', color: 'fg.default' },
    item: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      cursor: 'pointer',
      _disabled: { cursor: 'not-allowed', opacity: 0.6 },
    },
    itemControl: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      w: '5',
      h: '5',
      borderRadius: 'full',
      borderWidth: '1px',
      borderColor: 'border.emphasized',
      bg: 'bg.surface',
      _checked: {
        borderColor: 'accent.default',
        borderWidth: '6px',
        bg: 'white',
      },
      '&[data-focus-visible]': {
        outline: '2px solid',
        outlineColor: 'focusRing',
        outlineOffset: '2px',
      },
    },
    itemText: { fontSize: 'sm', color: 'fg.default' },
    indicator: {},
  },
})
