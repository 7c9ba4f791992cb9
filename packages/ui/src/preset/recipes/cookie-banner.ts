import { defineSlotRecipe } from '@pandacss/dev'

// The cookie notice (components/cookie-banner): a recipe, so its styles ship as CSS and not as
// objects in the JavaScript every first visit loads.
export const cookieBannerRecipe = defineSlotRecipe({
  className: 'cookie-banner',
  slots: ['root', 'panel', 'header', 'icon', 'title', 'text', 'long', 'short', 'actions', 'close'],
  base: {
    root: {
      position: 'fixed',
      insetX: '0',
      bottom: '0',
      zIndex: 'banner',
      p: { base: '2', md: '4' },
      // Above a toast, never under it (the toaster publishes its height as --toast-space).
      pb: {
        base: '[calc(0.5rem + var(--toast-space, 0px))]',
        md: '[calc(1rem + var(--toast-space, 0px))]',
      },
      pointerEvents: 'none',
    },
    panel: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      gap: { base: '3', md: '4' },
      maxW: '4xl',
      maxH: '[calc(100dvh - 1rem)]',
      overflowY: 'auto',
      mx: 'auto',
      p: { base: '3', md: '6' },
      bg: 'bg.surface',
      color: 'fg.default',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'xl',
      boxShadow: 'xl',
      pointerEvents: 'auto',
    },
    // Room for the close button in the corner.
    header: {
      display: 'flex',
      gap: '3',
      alignItems: 'flex-start',
      pr: { base: '12', md: '10' },
      // On a phone the title and text share lines (inline), so the block sets their spacing.
      fontSize: { base: 'sm', md: 'md' },
      lineHeight: { base: 'snug', md: 'normal' },
    },
    icon: {
      display: { base: 'none', md: 'block' },
      flexShrink: '0',
      color: 'accent.text',
      mt: '0.5',
      '& svg': { w: '6', h: '6' },
    },
    // On a phone the title runs into the text, so the banner stays a few lines tall.
    title: {
      display: { base: 'inline', md: 'block' },
      fontSize: { base: 'sm', md: 'lg' },
      fontWeight: 'bold',
      m: '0',
      mr: { base: '1', md: '0' },
    },
    text: {
      display: { base: 'inline', md: 'block' },
      fontSize: 'sm',
      color: 'fg.muted',
      m: '0',
      mt: { md: '1' },
      '& a': { color: 'accent.text', textDecoration: 'underline' },
    },
    long: { display: { base: 'none', md: 'inline' } },
    short: { display: { base: 'inline', md: 'none' } },
    actions: {
      display: 'flex',
      flexWrap: 'wrap',
      justifyContent: 'flex-end',
      gap: '2',
      '& > *': { flex: { base: '[1 1 auto]', md: 'none' } },
    },
    close: { position: 'absolute', top: { base: '1', md: '2' }, right: { base: '1', md: '2' } },
  },
})
