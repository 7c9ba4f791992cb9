import { defineRecipe } from '@pandacss/dev'

export const skeletonRecipe = defineRecipe({
  className: 'skeleton',
  jsx: ['Skeleton'],
  base: {
    display: 'block',
    bg: 'bg.emphasized',
    borderRadius: 'md',
    animation: 'pulse',
    _motionReduce: { animation: 'none' },
  },
  variants: {
    shape: {
      rect: {},
      text: { h: '4', borderRadius: 'sm' },
      circle: { borderRadius: 'full', flexShrink: '0' },
    },
  },
  defaultVariants: { shape: 'rect' },
})
