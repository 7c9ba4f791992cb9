import { APP_NAME } from '@atendimento/domain/constants'
import { css, cx } from '@atendimento/ui/styled-system/css'
import { Link, useLocation } from '@tanstack/react-router'
import type { MouseEvent } from 'react'

const link = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minW: '0',
  fontWeight: 'bold',
  // On a phone the name takes two short lines beside the header's buttons.
  fontSize: { base: 'md', sm: 'lg' },
  lineHeight: 'tight',
  color: 'fg.default',
  textDecoration: 'none',
  borderRadius: 'md',
  whiteSpace: { base: 'normal', sm: 'nowrap' },
  _touch: { minH: '11' },
  '& svg': { flexShrink: '0' },
})

/** The brand mark (same drawing as the favicon), decorative next to the name. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#087243" />
      <path d="M32 12a20 20 0 0 0-17.3 30l-2.7 10 10.3-2.7A20 20 0 1 0 32 12Z" fill="#fff" />
      <circle cx="24" cy="32" r="3" fill="#087243" />
      <circle cx="32" cy="32" r="3" fill="#087243" />
      <circle cx="40" cy="32" r="3" fill="#087243" />
    </svg>
  )
}

/** Goes to / from other pages; on the landing itself it scrolls back to the top. */
export function Logo({ className }: { className?: string }) {
  const { pathname } = useLocation()
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (pathname !== '/' || event.metaKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    window.scrollTo({ top: 0, behavior: 'smooth' })
    if (window.location.hash) window.history.replaceState(window.history.state, '', '/')
  }
  return (
    <Link to="/" className={cx(link, className)} onClick={onClick}>
      <LogoMark />
      <span>{APP_NAME}</span>
    </Link>
  )
}
