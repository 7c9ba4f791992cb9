import { Link } from '@tanstack/react-router'
import type { ComponentProps } from 'react'
import type { NavTarget } from './nav-items.ts'

type NavLinkProps = Omit<ComponentProps<typeof Link>, 'to' | 'hash'> & { destination: NavTarget }

/** A landing section (/#anchor, scrolled into view by the router) or a page of its own. */
export function NavLink({ destination, ...props }: NavLinkProps) {
  if ('page' in destination) return <Link {...props} to={destination.page} />
  return <Link {...props} to="/" hash={destination.anchor} />
}
