import { APP_NAME } from '@atendimento/domain/constants'
import { SITE_ORIGIN } from '../contact/site-config.ts'

export interface PageSeo {
  /** The page's own title; the site name is appended. */
  title: string
  description: string
  /** The route's path, for the canonical address. */
  path: string
  /** 'article' for the legal and marketing texts. */
  type?: 'website' | 'article'
}

/** A route's head(): title, description, canonical and Open Graph tags (all static text). */
export function pageHead({ title, description, path, type = 'website' }: PageSeo) {
  const fullTitle = title === APP_NAME ? title : `${title} | ${APP_NAME}`
  const url = `${SITE_ORIGIN}${path}`
  return {
    meta: [
      { title: fullTitle },
      { name: 'description', content: description },
      { property: 'og:title', content: fullTitle },
      { property: 'og:description', content: description },
      { property: 'og:type', content: type },
      { property: 'og:url', content: url },
      { property: 'og:site_name', content: APP_NAME },
      { property: 'og:locale', content: 'pt_BR' },
      { property: 'og:image', content: `${SITE_ORIGIN}/icon-512.png` },
      { name: 'twitter:card', content: 'summary' },
    ],
    links: [{ rel: 'canonical', href: url }],
  }
}
