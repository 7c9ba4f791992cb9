import { css } from '@atendimento/ui/styled-system/css'

const spinnerStyle = css({
  display: 'inline-block',
  w: '[1em]',
  h: '[1em]',
  borderRadius: 'full',
  borderWidth: '2px',
  borderColor: '[currentColor]',
  borderRightColor: '[transparent]',
  animation: 'spin',
  flexShrink: 0,
})

/** Decorative: the busy state is announced by the control that owns the wait. */
export function Spinner() {
  return <span aria-hidden="true" className={spinnerStyle} />
}
