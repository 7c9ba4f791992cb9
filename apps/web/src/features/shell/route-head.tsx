import { useRouterState } from '@tanstack/react-router'

interface HeadMeta {
  title?: string
  name?: string
  property?: string
  content?: string
}
interface HeadLink {
  rel: string
  href: string
}
interface RouteHeadParts {
  meta?: (HeadMeta | undefined)[]
  links?: (HeadLink | undefined)[]
}

/** A tag's identity: the deepest route that sets it wins, as with the router's HeadContent. */
const metaKey = (meta: HeadMeta) =>
  meta.title === undefined ? (meta.name ?? meta.property ?? JSON.stringify(meta)) : 'title'

/**
 * The routes' head(): title, meta tags and links, which React 19 places in <head> (in the
 * prerendered HTML too). The router's HeadContent also handles scripts, styles and a server
 * manifest this site never uses, at a kilobyte of every page's first load.
 */
export function RouteHead() {
  const parts = useRouterState({
    select: (state) => state.matches.map(({ meta, links }) => ({ meta, links }) as RouteHeadParts),
  })
  const metas = new Map<string, HeadMeta>()
  const links = new Map<string, HeadLink>()
  for (const part of parts) {
    for (const meta of part.meta ?? []) if (meta) metas.set(metaKey(meta), meta)
    for (const link of part.links ?? []) if (link) links.set(link.rel, link)
  }
  return (
    <>
      {[...metas].map(([key, { title, ...attributes }]) =>
        title === undefined ? <meta key={key} {...attributes} /> : <title key={key}>{title}</title>,
      )}
      {[...links.values()].map((link) => (
        <link key={link.rel} {...link} />
      ))}
    </>
  )
}
