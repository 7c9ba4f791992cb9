import { defineRecipe } from '@pandacss/dev'

export const inputRecipe = defineRecipe({
  className: 'input',
  jsx: ['Input'],
  base: {
    appearance: 'none',
    display: 'block',
    width: 'full',
    minW: '0',
    h: '11',
    px: '3',
    fontSize: 'md',
    color: 'fg.default',
    bg: 'bg.surface',
    borderWidth: '1px',
    borderColor: 'border.emphasized',
    borderRadius: 'md',
    outline: 'none',
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: 'fast',
    _placeholder: { color: 'fg.subtle', opacity: '1' },
    _focusVisible: {
      borderColor: 'focusRing',
      boxShadow: '[0 0 0 1px var(--colors-focus-ring)]',
      outline: 'none',
    },
    _invalid: {
      borderColor: 'border.error',
      _focusVisible: { boxShadow: '[0 0 0 1px var(--colors-border-error)]' },
    },
    _readOnly: { bg: 'bg.muted', cursor: 'default' },
    _disabled: { opacity: 0.6, cursor: 'not-allowed' },
  },
  variants: {
    size: {
      sm: { h: '9', fontSize: 'sm' },
      md: { h: '11', fontSize: 'md' },
      lg: { h: '12', fontSize: 'lg' },
    },
  },
  defaultVariants: { size: 'md' },
})
