import { defineSlotRecipe } from '@pandacss/dev'

export const emptyStateRecipe = defineSlotRecipe({
  className: 'empty-state',
  slots: ['root', 'indicator', 'title', 'description', 'actions'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      textAlign: 'center',
      gap: '3',
      px: '6',
      py: '12',
      borderWidth: '1px',
      borderStyle: 'dashed',
      borderColor: 'border.default',
      borderRadius: 'xl',
    },
    indicator: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      w: '12',
      h: '12',
      borderRadius: 'full',
      bg: 'bg.muted',
      color: 'fg.muted',
      '& svg': { w: '6', h: '6' },
    },
    title: { fontSize: 'lg', fontWeight: 'semibold', color: 'fg.default' },
    description: { fontSize: 'sm', color: 'fg.muted', maxW: 'md' },
    actions: { display: 'flex', gap: '3', mt: '2', flexWrap: 'wrap', justifyContent: 'center' },
  },
})
