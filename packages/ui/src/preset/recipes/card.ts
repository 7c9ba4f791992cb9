import { defineSlotRecipe } from '@pandacss/dev'

// No Ark part: a card is a plain surface with optional header, body and footer.
export const cardRecipe = defineSlotRecipe({
  className: 'card',
  slots: ['root', 'header', 'title', 'description', 'body', 'footer'],
  base: {
    root: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      bg: 'bg.surface',
      color: 'fg.default',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'xl',
      overflow: 'hidden',
    },
    // Without a body below it (the security card while not editing), the header keeps its
    // bottom padding: its text sat 3 px from the border.
    header: {
      display: 'flex',
      flexDirection: 'column',
      gap: '1',
      p: '6',
      pb: '0',
      '&:last-child': { pb: '6' },
    },
    title: { fontSize: 'lg', fontWeight: 'bold', lineHeight: 'snug' },
    description: { fontSize: 'sm', color: 'fg.muted' },
    body: { display: 'flex', flexDirection: 'column', gap: '3', p: '6', flex: '1' },
    footer: { display: 'flex', gap: '3', p: '6', pt: '0' },
  },
  variants: {
    variant: {
      outline: { root: { boxShadow: 'none' } },
      elevated: { root: { boxShadow: 'md', borderColor: 'transparent' } },
      highlighted: {
        root: { borderColor: 'accent.default', borderWidth: '2px', boxShadow: 'md' },
      },
    },
  },
  defaultVariants: { variant: 'outline' },
})
