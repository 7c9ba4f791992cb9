import { passwordInputAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const passwordInputRecipe = defineSlotRecipe({
  className: 'password-input',
  slots: passwordInputAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', w: 'full' },
    label: { fontSize: 'sm', fontWeight: 'medium', color: 'fg.default' },
    control: { position: 'relative', w: 'full' },
    input: { pr: '12' },
    visibilityTrigger: {
      position: 'absolute',
      insetEnd: '1',
      top: '50%',
      transform: 'translateY(-50%)',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      w: '9',
      h: '9',
      _touch: { w: '11', h: '11', insetEnd: '0' },
      borderRadius: 'sm',
      color: 'fg.muted',
      cursor: 'pointer',
      _hover: { color: 'fg.default', bg: 'bg.muted' },
      _disabled: { cursor: 'not-allowed', opacity: 0.6 },
      '& svg': { w: '5', h: '5' },
    },
    indicator: { display: 'inline-flex' },
  },
})
