// Controls that can carry aria-invalid (Ark's Field sets it on inputs, selects' triggers and a
// checkbox's native input) and a fallback for a control inside an invalid field that does not.
const INVALID_CONTROL = [
  ':is(input, select, textarea, button)[aria-invalid="true"]:not([type="hidden"])',
  '[data-invalid] :is(input, select, textarea, button):not([type="hidden"])',
].join(', ')

/**
 * After a failed submit: the first invalid control in reading order takes focus and is
 * scrolled to the middle of the screen, so a person at the bottom of a long form sees what
 * to fix and a screen reader reads its label and message. Answers the control (or null).
 */
export function focusFirstInvalid(form: HTMLElement | null): HTMLElement | null {
  if (!form) return null
  const control = Array.from(form.querySelectorAll<HTMLElement>(INVALID_CONTROL)).find(
    (candidate) => !candidate.matches(':disabled'),
  )
  if (!control) return null
  control.focus({ preventScroll: true })
  // A visually hidden native input (the checkbox's) has no box of its own: its label shows.
  const visible = control.getClientRects().length > 0 && control.offsetWidth > 1
  ;(visible ? control : (control.closest('label') ?? control)).scrollIntoView({
    block: 'center',
  })
  return control
}
