import { stepsAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const stepsRecipe = defineSlotRecipe({
  className: 'steps',
  slots: stepsAnatomy.extendWith('number', 'title').keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '6', w: 'full' },
    // On a phone each step stacks its number over its name, so every name fits; from `sm` up
    // they sit side by side along the line.
    list: {
      display: 'flex',
      alignItems: { base: 'flex-start', sm: 'center' },
      gap: '2',
      listStyle: 'none',
    },
    item: {
      position: 'relative',
      display: 'flex',
      flexDirection: { base: 'column', sm: 'row' },
      alignItems: 'center',
      gap: { base: '1', sm: '2' },
      flex: '1',
      _last: { flex: { base: '1', sm: '0 0 auto' } },
    },
    trigger: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      textAlign: 'start',
      cursor: 'default',
    },
    indicator: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: '0',
      w: '8',
      h: '8',
      borderRadius: 'full',
      fontSize: 'sm',
      fontWeight: 'semibold',
      borderWidth: '2px',
      borderColor: 'border.emphasized',
      color: 'fg.muted',
      bg: 'bg.surface',
      '&[data-current]': { borderColor: 'accent.default', color: 'accent.text' },
      '&[data-complete]': {
        bg: 'accent.default',
        borderColor: 'accent.default',
        color: 'accent.fg',
      },
      '& svg': { w: '4', h: '4' },
    },
    number: {},
    title: {
      fontSize: { base: 'xs', sm: 'sm' },
      fontWeight: 'medium',
      textAlign: { base: 'center', sm: 'start' },
      color: 'fg.muted',
      '[data-current] &': { color: 'fg.default' },
      '[data-complete] &': { color: 'fg.default' },
    },
    separator: {
      flex: '1',
      h: '0.5',
      minW: { base: '0', sm: '4' },
      bg: 'border.default',
      borderRadius: 'full',
      '&[data-complete]': { bg: 'accent.default' },
      // On a phone the line runs from this step's number to the next one's.
      position: { base: 'absolute', sm: 'static' },
      top: { base: '[15px]' },
      left: { base: '[calc(50% + 1.25rem)]' },
      // (the list's gap of 0.5rem lies between the two items)
      right: { base: '[calc(-50% + 0.75rem)]' },
    },
    content: {},
    nextTrigger: {},
    prevTrigger: {},
    progress: {},
  },
})
