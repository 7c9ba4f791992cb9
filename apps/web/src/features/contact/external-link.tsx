import { css } from '@atendimento/ui/styled-system/css'
import type { ComponentProps } from 'react'

const srOnly = css({ srOnly: true })

/** A link that opens in a new tab (chat, e-mail, downloads) and says so to screen readers. */
export function ExternalLink({ children, ...props }: Omit<ComponentProps<'a'>, 'target' | 'rel'>) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className={srOnly}> (abre em nova aba)</span>
    </a>
  )
}
