import { accordionAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const accordionRecipe = defineSlotRecipe({
  className: 'accordion',
  slots: accordionAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', w: 'full' },
    item: { borderBottomWidth: '1px', borderColor: 'border.default' },
    itemTrigger: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '4',
      w: 'full',
      py: '4',
      textAlign: 'start',
      fontSize: 'md',
      fontWeight: 'semibold',
      color: 'fg.default',
      cursor: 'pointer',
      _hover: { color: 'accent.text' },
      _disabled: { opacity: 0.6, cursor: 'not-allowed' },
    },
    itemIndicator: {
      display: 'inline-flex',
      color: 'fg.muted',
      transitionProperty: 'transform',
      transitionDuration: 'normal',
      _open: { transform: 'rotate(180deg)' },
      '& svg': { w: '5', h: '5' },
    },
    itemContent: {
      overflow: 'hidden',
      color: 'fg.muted',
      _open: { animation: 'expand-height' },
      _closed: { animation: 'collapse-height' },
    },
  },
})
