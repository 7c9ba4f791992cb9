import { defineRecipe } from '@pandacss/dev'

export const buttonRecipe = defineRecipe({
  className: 'button',
  jsx: ['Button'],
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    flexShrink: '0',
    fontWeight: 'semibold',
    lineHeight: 'tight',
    borderRadius: 'md',
    borderWidth: '1px',
    borderColor: 'transparent',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    userSelect: 'none',
    textDecoration: 'none',
    transitionProperty: 'background, color, border-color, box-shadow',
    transitionDuration: 'fast',
    '& svg': { flexShrink: '0', width: '[1.15em]', height: '[1.15em]' },
    _disabled: { opacity: 0.6, cursor: 'not-allowed' },
    // A finger needs a 44 px target (WCAG 2.5.5); a mouse keeps the compact sizes.
    _touch: { minH: '11', minW: '11' },
  },
  variants: {
    variant: {
      solid: {
        bg: 'accent.default',
        color: 'accent.fg',
        _hover: { _enabled: { bg: 'accent.emphasized' } },
      },
      outline: {
        borderColor: 'border.emphasized',
        color: 'fg.default',
        bg: 'transparent',
        _hover: { _enabled: { bg: 'bg.muted' } },
      },
      subtle: {
        bg: 'bg.muted',
        color: 'fg.default',
        _hover: { _enabled: { bg: 'bg.emphasized' } },
      },
      ghost: {
        color: 'fg.default',
        bg: 'transparent',
        _hover: { _enabled: { bg: 'bg.muted' } },
      },
      danger: {
        bg: 'danger.default',
        color: 'danger.fg',
        _hover: { _enabled: { bg: 'danger.emphasized' } },
      },
      link: {
        color: 'accent.text',
        textDecoration: 'underline',
        textUnderlineOffset: '[0.2em]',
        fontWeight: 'medium',
        borderWidth: '0',
        _hover: { _enabled: { textDecorationThickness: '[2px]' } },
      },
    },
    size: {
      sm: { h: '9', px: '3', fontSize: 'sm' },
      md: { h: '11', px: '4', fontSize: 'md' },
      lg: { h: '12', px: '6', fontSize: 'lg' },
      icon: { h: '10', w: '10', p: '0', fontSize: 'md' },
    },
    fullWidth: {
      true: { w: 'full' },
    },
  },
  compoundVariants: [
    {
      variant: 'link',
      size: ['sm', 'md', 'lg'],
      css: {
        px: '0',
        h: 'auto',
        minH: '6',
        _touch: { minH: '11' },
      },
    },
  ],
  defaultVariants: { variant: 'solid', size: 'md' },
})
