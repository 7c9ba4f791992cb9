import { switchAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const switchRecipe = defineSlotRecipe({
  className: 'switch',
  slots: switchAnatomy.keys(),
  base: {
    root: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '3',
      cursor: 'pointer',
      _disabled: { cursor: 'not-allowed' },
    },
    control: {
      display: 'inline-flex',
      alignItems: 'center',
      flexShrink: '0',
      w: '11',
      h: '6',
      p: '0.5',
      borderRadius: 'full',
      bg: 'bg.emphasized',
      borderWidth: '1px',
      borderColor: 'border.emphasized',
      transitionProperty: 'background, border-color',
      transitionDuration: 'normal',
      _checked: { bg: 'accent.default', borderColor: 'accent.default' },
      _disabled: { opacity: 0.6 },
      '&[data-focus-visible]': {
        outline: '2px solid',
        outlineColor: 'focusRing',
        outlineOffset: '2px',
      },
    },
    thumb: {
      w: '4.5',
      h: '4.5',
      borderRadius: 'full',
      bg: 'white',
      boxShadow: 'sm',
      transitionProperty: 'transform',
      transitionDuration: 'normal',
      _checked: { transform: 'translateX(1.25rem)' },
    },
    label: { fontSize: 'sm', color: 'fg.default' },
  },
})
