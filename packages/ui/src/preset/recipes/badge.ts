import { defineRecipe } from '@pandacss/dev'

export const badgeRecipe = defineRecipe({
  className: 'badge',
  jsx: ['Badge', 'StatusBadge'],
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    px: '2.5',
    h: '6',
    fontSize: 'xs',
    fontWeight: 'semibold',
    lineHeight: 'none',
    whiteSpace: 'nowrap',
    borderRadius: 'full',
    '& svg': { w: '3.5', h: '3.5' },
  },
  variants: {
    tone: {
      success: { bg: 'status.success.bg', color: 'status.success.fg' },
      warning: { bg: 'status.warning.bg', color: 'status.warning.fg' },
      danger: { bg: 'status.danger.bg', color: 'status.danger.fg' },
      info: { bg: 'status.info.bg', color: 'status.info.fg' },
      neutral: { bg: 'status.neutral.bg', color: 'status.neutral.fg' },
      accent: { bg: 'accent.default', color: 'accent.fg' },
    },
  },
  defaultVariants: { tone: 'neutral' },
})
