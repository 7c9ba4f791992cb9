import { ark } from '@ark-ui/react/factory'
import { cx } from '@atendimento/ui/styled-system/css'
import { type ButtonVariantProps, button } from '@atendimento/ui/styled-system/recipes'
import type { ComponentProps } from 'react'
import { Spinner } from '../spinner/spinner.tsx'

export interface ButtonProps extends ComponentProps<typeof ark.button>, ButtonVariantProps {
  /** Shows a spinner, announces the wait and blocks clicks until the server answers. */
  loading?: boolean
  loadingText?: string
}

/**
 * Variants solid, outline, subtle, ghost, danger and link; `asChild` styles a child element
 * (a router link, an anchor) as a button.
 */
export function Button({
  loading = false,
  loadingText,
  variant,
  size,
  fullWidth,
  className,
  children,
  disabled,
  asChild,
  ...rest
}: ButtonProps) {
  const classes = cx(button({ variant, size, fullWidth }), className)
  if (asChild) {
    return (
      <ark.button asChild {...rest} className={classes}>
        {children}
      </ark.button>
    )
  }
  return (
    <ark.button
      type="button"
      {...rest}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading ? '' : undefined}
    >
      {loading && <Spinner />}
      {loading && loadingText ? loadingText : children}
    </ark.button>
  )
}
