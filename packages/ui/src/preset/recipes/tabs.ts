import { tabsAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const tabsRecipe = defineSlotRecipe({
  className: 'tabs',
  slots: tabsAnatomy.keys(),
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      gap: '4',
      w: 'full',
      '&[data-orientation=vertical]': { flexDirection: 'row', gap: '6' },
    },
    list: {
      position: 'relative',
      display: 'flex',
      gap: '1',
      overflowX: 'auto',
      borderBottomWidth: '1px',
      borderColor: 'border.default',
      '&[data-orientation=vertical]': {
        flexDirection: 'column',
        alignItems: 'stretch',
        borderBottomWidth: '0',
        borderRightWidth: '1px',
        minW: '56',
        pr: '2',
      },
    },
    trigger: {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      px: '3',
      h: '10',
      fontSize: 'sm',
      fontWeight: 'medium',
      color: 'fg.muted',
      whiteSpace: 'nowrap',
      cursor: 'pointer',
      borderRadius: 'sm',
      _hover: { color: 'fg.default' },
      _selected: { color: 'accent.text' },
      _disabled: { opacity: 0.6, cursor: 'not-allowed' },
      '& svg': { w: '4', h: '4' },
    },
    indicator: {
      bg: 'accent.default',
      '&[data-orientation=horizontal]': {
        h: '0.5',
        w: '[var(--width)]',
        bottom: '0',
      },
      '&[data-orientation=vertical]': {
        w: '0.5',
        h: '[var(--height)]',
        right: '0',
      },
    },
    content: { outline: 'none', flex: '1', minW: '0' },
  },
})
