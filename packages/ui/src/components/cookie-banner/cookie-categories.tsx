import { COOKIE_CATEGORY_TEXT } from '@atendimento/domain/cookie-categories'
import {
  COOKIE_CATEGORIES,
  type CookiePreferences,
} from '@atendimento/domain/schemas/cookie-preferences'
import { css } from '@atendimento/ui/styled-system/css'
import { useEffect, useRef } from 'react'
import { Switch } from '../switch/switch.tsx'

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
