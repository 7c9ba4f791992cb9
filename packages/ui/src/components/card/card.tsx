import { ark } from '@ark-ui/react/factory'
import { createStyleContext } from '@atendimento/ui/styled-system/jsx'
import { card } from '@atendimento/ui/styled-system/recipes'

const { withProvider, withContext } = createStyleContext(card)

/** A surface for grouped content; `asChild` lets it be an `article`, `li` or a link. */
export const Root = withProvider(ark.div, 'root')
export const Header = withContext(ark.div, 'header')
export const Title = withContext(ark.h3, 'title')
export const Description = withContext(ark.p, 'description')
export const Body = withContext(ark.div, 'body')
export const Footer = withContext(ark.div, 'footer')
