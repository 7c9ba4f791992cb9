import type { ReactNode } from 'react'

export interface LinkProps {
  href: string
  children: ReactNode
  className?: string
  target?: string
  rel?: string
}

/**
 * How a form draws its links. The default is a plain anchor; an app with a router passes its
 * own, e.g. `({ href, ...props }) => <Link to={href} {...props} />`.
 */
export type RenderLink = (props: LinkProps) => ReactNode

export const renderAnchor: RenderLink = (props) => <a {...props} />
