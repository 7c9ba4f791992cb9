import { css } from '@atendimento/ui/styled-system/css'

export const formStyles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '5', w: 'full' }),
  row: css({
    display: 'grid',
    gap: '4',
    gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
  }),
  actions: css({
    display: 'flex',
    flexDirection: { base: 'column-reverse', sm: 'row' },
    gap: '3',
    justifyContent: 'flex-end',
  }),
  between: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '3',
    flexWrap: 'wrap',
  }),
  /** Why a submit is disabled: a short list above the button. */
  hint: css({
    fontSize: 'sm',
    color: 'fg.muted',
    '& p': { m: '0' },
    '& ul': { m: '0', mt: '1', pl: '5', listStyleType: 'disc' },
  }),
  muted: css({ fontSize: 'sm', color: 'fg.muted', m: '0', textAlign: 'center' }),
  link: css({
    color: 'accent.text',
    fontWeight: 'medium',
    textDecoration: 'underline',
    textUnderlineOffset: '[0.2em]',
    _hover: { textDecorationThickness: '[2px]' },
    // A 44 px target for a finger (still inline in its sentence).
    _touch: { display: 'inline-flex', alignItems: 'center', minH: '11' },
  }),
  smallLink: css({
    fontSize: 'sm',
    color: 'accent.text',
    fontWeight: 'medium',
    textDecoration: 'underline',
    textUnderlineOffset: '[0.2em]',
    _touch: { display: 'inline-flex', alignItems: 'center', minH: '11' },
  }),
}
