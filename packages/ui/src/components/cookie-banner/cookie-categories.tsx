import {
  COOKIE_CATEGORIES,
  type CookieCategory,
  type CookiePreferences,
} from '@atendimento/domain/schemas/cookie-preferences'
import { css } from '@atendimento/ui/styled-system/css'
import { useEffect, useRef } from 'react'
import { Switch } from '../switch/switch.tsx'

/** What each category is for, as the ANPD cookie guide asks the banner to say. */
export const COOKIE_CATEGORY_TEXT: Record<CookieCategory, { label: string; description: string }> =
  {
    essential: {
      label: 'Essenciais',
      description:
        'Necessários para o site funcionar: sessão, segurança e a sua escolha de cookies. Sempre ativos.',
    },
    performance: {
      label: 'Desempenho',
      description: 'Medem, de forma agregada, como o site é usado, para melhorarmos as páginas.',
    },
    functionality: {
      label: 'Funcionalidade',
      description: 'Lembram escolhas como o tema e o carrinho para personalizar a sua experiência.',
    },
    marketing: {
      label: 'Marketing',
      description: 'Permitem mostrar conteúdos e anúncios relevantes em redes sociais e parceiros.',
    },
  }

const styles = {
  categories: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    listStyle: 'none',
    p: '0',
    m: '0',
  }),
  category: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    p: '3',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'md',
  }),
  categoryText: css({ fontSize: 'sm', color: 'fg.muted', m: '0', pl: '14' }),
}

interface CookieCategoriesProps {
  preferences: CookiePreferences
  onChange: (update: (current: CookiePreferences) => CookiePreferences) => void
  /** Opened by the visitor: focus goes to the first switch they can change. */
  focusFirst: boolean
}

/** The 'Personalizar' panel: one switch per category, essential locked on. */
export default function CookieCategories({
  preferences,
  onChange,
  focusFirst,
}: CookieCategoriesProps) {
  const listRef = useRef<HTMLUListElement>(null)
  // 'Personalizar' gives way to 'Salvar preferências', so focus would otherwise fall to the page.
  useEffect(() => {
    if (focusFirst)
      listRef.current?.querySelector<HTMLElement>('[role="switch"]:not(:disabled)')?.focus()
  }, [focusFirst])
  return (
    <ul ref={listRef} className={styles.categories} aria-label="Categorias de cookies">
      {COOKIE_CATEGORIES.map((category) => {
        const text = COOKIE_CATEGORY_TEXT[category]
        const locked = category === 'essential'
        return (
          <li key={category} className={styles.category}>
            <Switch
              checked={locked || preferences[category]}
              disabled={locked}
              onCheckedChange={(details) =>
                onChange((current) => ({ ...current, [category]: details.checked }))
              }
            >
              {text.label}
              {locked && ' (sempre ativos)'}
            </Switch>
            <p className={styles.categoryText}>{text.description}</p>
          </li>
        )
      })}
    </ul>
  )
}
