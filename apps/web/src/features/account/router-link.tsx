import type { LoginFormProps } from '@atendimento/ui/login-form'
import { Link } from '@tanstack/react-router'

type RenderLink = NonNullable<LoginFormProps['renderLink']>

/**
 * How the ui package's forms draw their links inside the app: router links (no page reload),
 * except those that open a new tab, which stay plain anchors.
 */
export const routerLink: RenderLink = ({ href, target, ...props }) =>
  target ? <a href={href} target={target} {...props} /> : <Link to={href} {...props} />
