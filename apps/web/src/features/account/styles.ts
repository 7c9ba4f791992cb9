import { css } from '@atendimento/ui/styled-system/css'

/** Class names the account pages share around the ui package's forms. */
export const formStyles = {
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'flex-end' }),
  link: css({
    color: 'accent.text',
    fontWeight: 'medium',
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
    borderRadius: 'sm',
    _hover: { textDecoration: 'none' },
    _touch: { display: 'inline-flex', alignItems: 'center', minH: '11' },
  }),
  stack: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  text: css({ m: '0' }),
  muted: css({ color: 'fg.muted', textStyle: 'small', m: '0' }),
  centered: css({ textAlign: 'center', color: 'fg.muted', textStyle: 'small', m: '0' }),
}
