import { defineSlotRecipe } from '@pandacss/dev'

// No Ark part: an inline message box (role alert or status is chosen by the component).
export const alertRecipe = defineSlotRecipe({
  className: 'alert',
  slots: ['root', 'icon', 'content', 'title', 'description'],
  base: {
    root: {
      display: 'flex',
      gap: '3',
      p: '4',
      borderRadius: 'lg',
      borderWidth: '1px',
      borderColor: 'transparent',
      textAlign: 'start',
    },
    icon: { flexShrink: '0', mt: '0.5', '& svg': { w: '5', h: '5' } },
    content: { display: 'flex', flexDirection: 'column', gap: '1', minW: '0' },
    title: { fontSize: 'sm', fontWeight: 'semibold', m: '0' },
    description: { fontSize: 'sm', m: '0' },
  },
  variants: {
    tone: {
      error: { root: { bg: 'status.danger.bg', color: 'status.danger.fg' } },
      success: { root: { bg: 'status.success.bg', color: 'status.success.fg' } },
      warning: { root: { bg: 'status.warning.bg', color: 'status.warning.fg' } },
      info: { root: { bg: 'status.info.bg', color: 'status.info.fg' } },
    },
  },
  defaultVariants: { tone: 'info' },
})
