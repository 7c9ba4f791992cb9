import { defineKeyframes } from '@pandacss/dev'

export const keyframes = defineKeyframes({
  spin: { to: { transform: 'rotate(360deg)' } },
  pulse: { '50%': { opacity: '0.5' } },
  'fade-in': { from: { opacity: '0' }, to: { opacity: '1' } },
  'fade-out': { from: { opacity: '1' }, to: { opacity: '0' } },
  'scale-in': {
    from: { opacity: '0', transform: 'scale(0.96)' },
    to: { opacity: '1', transform: 'scale(1)' },
  },
  'scale-out': {
    from: { opacity: '1', transform: 'scale(1)' },
    to: { opacity: '0', transform: 'scale(0.96)' },
  },
  'slide-in-bottom': {
    from: { opacity: '0', transform: 'translateY(1rem)' },
    to: { opacity: '1', transform: 'translateY(0)' },
  },
  'slide-out-right': {
    from: { opacity: '1', transform: 'translateX(var(--swipe-x, 0px))' },
    to: { opacity: '0', transform: 'translateX(100%)' },
  },
  // Ark measures collapsible content into --height.
  'expand-height': { from: { height: '0' }, to: { height: 'var(--height)' } },
  'collapse-height': { from: { height: 'var(--height)' }, to: { height: '0' } },
  // An indeterminate progress bar: a segment sweeping left to right.
  'navigation-progress': {
    from: { transform: 'translateX(-100%)' },
    to: { transform: 'translateX(300%)' },
  },
  typing: {
    '0%, 60%, 100%': { transform: 'translateY(0)', opacity: '0.5' },
    '30%': { transform: 'translateY(-0.25rem)', opacity: '1' },
  },
})
