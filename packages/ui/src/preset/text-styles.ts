import { defineTextStyles } from '@pandacss/dev'

export const textStyles = defineTextStyles({
  display: {
    value: {
      fontSize: { base: '2.25rem', md: '3.5rem' },
      fontWeight: '800',
      lineHeight: '1.1',
      letterSpacing: '-0.02em',
    },
  },
  heading: {
    value: {
      fontSize: { base: '1.5rem', md: '2rem' },
      fontWeight: '700',
      lineHeight: '1.25',
      letterSpacing: '-0.01em',
    },
  },
  title: { value: { fontSize: '1.25rem', fontWeight: '700', lineHeight: '1.3' } },
  body: { value: { fontSize: '1rem', lineHeight: '1.6' } },
  small: { value: { fontSize: '0.875rem', lineHeight: '1.5' } },
  caption: { value: { fontSize: '0.75rem', lineHeight: '1.4' } },
  label: { value: { fontSize: '0.875rem', fontWeight: '500', lineHeight: '1.4' } },
})
