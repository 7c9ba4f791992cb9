import { checkboxAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const checkboxRecipe = defineSlotRecipe({
  className: 'checkbox',
  slots: checkboxAnatomy.keys(),
  base: {
    root: {
      display: 'inline-flex',
      alignItems: 'flex-start',
      gap: '2.5',
      cursor: 'pointer',
      _disabled: { cursor: 'not-allowed', opacity: 0.6 },
    },
    control: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: '0',
      w: '5',
      h: '5',
      mt: '0.5',
      borderWidth: '1px',
      borderColor: 'border.emphasized',
      borderRadius: 'xs',
      bg: 'bg.surface',
      color: 'accent.fg',
      transitionProperty: 'background, border-color',
      transitionDuration: 'fast',
      _checked: { bg: 'accent.default', borderColor: 'accent.default' },
      _indeterminate: { bg: 'accent.default', borderColor: 'accent.default' },
      _invalid: { borderColor: 'border.error' },
      '&[data-focus-visible]': {
        outline: '2px solid',
        outlineColor: 'focusRing',
        outlineOffset: '2px',
      },
      '& svg': { w: '3.5', h: '3.5' },
    },
    indicator: { display: 'inline-flex' },
    label: { fontSize: 'sm', color: 'fg.default', lineHeight: 'normal' },
    group: { display: 'flex', flexDirection: 'column', gap: '3' },
  },
})
