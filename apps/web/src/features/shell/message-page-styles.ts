import { css } from '@atendimento/ui/styled-system/css'

/** The centred page that says something went wrong (404, unknown id, a route that failed). */
export const messagePageStyles = {
  main: css({
    flex: '1',
    display: 'grid',
    placeContent: 'center',
    justifyItems: 'center',
    gap: '4',
    textAlign: 'center',
    px: '6',
    py: '24',
  }),
  title: css({ textStyle: 'heading', m: '0' }),
  text: css({ color: 'fg.muted', m: '0' }),
}
