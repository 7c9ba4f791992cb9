import type { LandingAnchor } from '@atendimento/domain/constants'

/** A header choice: a landing section (by anchor) or a page of its own. */
export type NavTarget = { anchor: LandingAnchor } | { page: '/demo' }

export interface NavItem {
  label: string
  target: NavTarget
}

export interface NavGroup {
  label: string
  items: readonly NavItem[]
}

// Spec section 2 (Header): on internal pages every choice goes to /#anchor, except
// Demonstração, which has its own page.
export const NAV_GROUPS: readonly NavGroup[] = [
  {
    label: 'Produto',
    items: [
      { label: 'Funcionalidades', target: { anchor: 'funcionalidades' } },
      { label: 'Demonstração', target: { page: '/demo' } },
      { label: 'Preços', target: { anchor: 'precos' } },
    ],
  },
  {
    label: 'Suporte',
    items: [
      { label: 'Como Funciona', target: { anchor: 'como-funciona' } },
      { label: 'FAQ', target: { anchor: 'faq' } },
      { label: 'Contato', target: { anchor: 'contato' } },
    ],
  },
]
