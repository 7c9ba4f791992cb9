import { DEFAULT_COOKIE_PREFERENCES } from '@atendimento/domain/consent'
import type { CookiePreferences } from '@atendimento/domain/schemas/cookie-preferences'
import { css } from '@atendimento/ui/styled-system/css'
import { Cookie, X } from 'lucide-react'
import { lazy, type ReactNode, Suspense, useId, useState } from 'react'
import { Button } from '../button/button.tsx'

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
}

// The switches (and their state machine) load only when a visitor opens 'Personalizar': most
// visitors accept or reject, and the banner is on every first visit's critical path.
const CookieCategories = lazy(() => import('./cookie-categories.tsx'))

const styles = {
  root: css({
    position: 'fixed',
    insetX: '0',
    bottom: '0',
    zIndex: 'banner',
    p: { base: '3', md: '4' },
    pointerEvents: 'none',
  }),
  panel: css({
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: '4',
    maxW: '4xl',
    maxH: '[calc(100dvh - 2rem)]',
    overflowY: 'auto',
    mx: 'auto',
    p: { base: '4', md: '6' },
    pr: { base: '12', md: '14' },
    bg: 'bg.surface',
    color: 'fg.default',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'xl',
    boxShadow: 'xl',
    pointerEvents: 'auto',
  }),
  header: css({ display: 'flex', gap: '3', alignItems: 'flex-start' }),
  icon: css({ flexShrink: '0', color: 'accent.text', mt: '0.5', '& svg': { w: '6', h: '6' } }),
  title: css({ fontSize: 'lg', fontWeight: 'bold', m: '0' }),
  text: css({
    fontSize: 'sm',
    color: 'fg.muted',
    m: '0',
    mt: '1',
    '& a': { color: 'accent.text', textDecoration: 'underline' },
  }),
  actions: css({
    display: 'flex',
    flexDirection: { base: 'column', sm: 'row' },
    justifyContent: 'flex-end',
    gap: '2',
  }),
  close: css({ position: 'absolute', top: '2', right: '2' }),
}

/**
 * The cookie notice at the bottom of every page: Rejeitar, Aceitar Todos, a close control, and
 * 'Personalizar' with one switch per category (essential locked on), per the ANPD cookie guide.
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
}: CookieBannerProps) {
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
            <p className={styles.text}>
              Usamos cookies essenciais para o site funcionar e, com a sua permissão, cookies de
              desempenho, funcionalidade e marketing. Você pode aceitar todos, rejeitar os opcionais
              ou escolher por categoria. Saiba mais na {policyLink}.
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
        <div className={styles.actions}>
          {customizing ? (
            <Button variant="outline" onClick={() => onSave({ ...preferences, essential: true })}>
              Salvar preferências
            </Button>
          ) : (
            <Button
              variant="ghost"
              onClick={() => {
                setFocusOnOpen(true)
                setCustomizing(true)
              }}
            >
              Personalizar
            </Button>
          )}
          <Button variant="outline" onClick={onReject}>
            Rejeitar
          </Button>
          <Button onClick={onAcceptAll}>Aceitar Todos</Button>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className={styles.close}
          aria-label="Fechar aviso de cookies"
          onClick={onClose}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    </section>
  )
}
