import { DEFAULT_COOKIE_PREFERENCES } from '@atendimento/domain/consent'
import type { CookiePreferences } from '@atendimento/domain/schemas/cookie-preferences'
import { cx } from '@atendimento/ui/styled-system/css'
import { button, cookieBanner } from '@atendimento/ui/styled-system/recipes'
import { Cookie, X } from 'lucide-react'
import { lazy, type ReactNode, Suspense, useId, useState } from 'react'

export interface CookieBannerProps {
  /** The banner is shown; the app decides from the stored consent (domain's shouldShowBanner). */
  open?: boolean
  /** Accept every category. */
  onAcceptAll: () => void
  /** Keep only the essential cookies. */
  onReject: () => void
  /** Hide the banner without saving anything. */
  onClose: () => void
  /** Save the choice made in 'Personalizar' (essential is always true). */
  onSave: (preferences: CookiePreferences) => void
  /** The switches' starting position (the saved choice, or the defaults). */
  defaultPreferences?: CookiePreferences
  /** Starts with the 'Personalizar' panel open. */
  defaultCustomizing?: boolean
  /** The link to the cookie policy; the app passes its router link. */
  policyLink?: ReactNode
  /**
   * False while 'Personalizar' cannot work yet (the page shows before the app has started): the
   * button then says it is unavailable instead of ignoring the tap.
   */
  canCustomize?: boolean
}

// The switches (and their state machine) load only when a visitor opens 'Personalizar': most
// visitors accept or reject, and the banner is on every first visit's critical path.
const CookieCategories = lazy(() => import('./cookie-categories.tsx'))

/**
 * The cookie notice at the bottom of every page: Rejeitar, Aceitar Todos, a close control, and
 * 'Personalizar' with one switch per category (essential locked on), per the ANPD cookie guide.
 * Compact on a phone (a few lines and one or two rows of buttons); 'Personalizar' grows it into
 * a sheet. Rejeitar, Aceitar Todos and the close control carry `data-consent-action`, so a page
 * script can answer them before the app has started.
 */
export function CookieBanner({
  open = true,
  onAcceptAll,
  onReject,
  onClose,
  onSave,
  defaultPreferences = DEFAULT_COOKIE_PREFERENCES,
  defaultCustomizing = false,
  policyLink = <a href="/cookies">Política de Cookies</a>,
  canCustomize = true,
}: CookieBannerProps) {
  const styles = cookieBanner()
  const titleId = useId()
  const [focusOnOpen, setFocusOnOpen] = useState(false)
  const [customizing, setCustomizing] = useState(defaultCustomizing)
  const [preferences, setPreferences] = useState<CookiePreferences>({
    ...defaultPreferences,
    essential: true,
  })
  if (!open) return null
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <div className={styles.panel}>
        <div className={styles.header}>
          <span className={styles.icon} aria-hidden="true">
            <Cookie />
          </span>
          <div>
            <h2 id={titleId} className={styles.title}>
              Sua privacidade
            </h2>
            {/* One sentence, shorter on a phone: the parts in `long` show from md up. */}
            <p className={styles.text}>
              Usamos cookies essenciais<span className={styles.long}> para o site funcionar</span>{' '}
              e, com a sua permissão,{' '}
              <span className={styles.long}>cookies de desempenho, funcionalidade e marketing</span>
              <span className={styles.short}>opcionais</span>.{' '}
              <span className={styles.long}>
                Você pode aceitar todos, rejeitar os opcionais ou escolher por categoria.{' '}
              </span>
              Saiba mais na {policyLink}.
            </p>
          </div>
        </div>
        {customizing && (
          <Suspense
            fallback={
              <p className={styles.text} role="status">
                Carregando categorias…
              </p>
            }
          >
            <CookieCategories
              preferences={preferences}
              onChange={setPreferences}
              focusFirst={focusOnOpen}
            />
          </Suspense>
        )}
        {/* Plain buttons styled by the recipe: the banner is on every first visit's critical
            path, and needs none of the Button component's extras (asChild, loading). */}
        <div className={styles.actions}>
          {customizing ? (
            <button
              type="button"
              className={button({ variant: 'outline' })}
              onClick={() => onSave({ ...preferences, essential: true })}
            >
              Salvar preferências
            </button>
          ) : (
            <button
              type="button"
              className={button({ variant: 'ghost', size: 'sm' })}
              aria-disabled={canCustomize ? undefined : true}
              onClick={() => {
                if (!canCustomize) return
                setFocusOnOpen(true)
                setCustomizing(true)
              }}
            >
              Personalizar
            </button>
          )}
          <button
            type="button"
            className={button({ variant: 'outline', size: 'sm' })}
            onClick={onReject}
            data-consent-action="reject"
          >
            Rejeitar
          </button>
          <button
            type="button"
            className={button({ size: 'sm' })}
            onClick={onAcceptAll}
            data-consent-action="accept-all"
          >
            Aceitar Todos
          </button>
        </div>
        <button
          type="button"
          className={cx(button({ variant: 'ghost', size: 'icon' }), styles.close)}
          aria-label="Fechar aviso de cookies"
          data-consent-action="close"
          onClick={onClose}
        >
          <X aria-hidden="true" />
        </button>
      </div>
    </section>
  )
}
