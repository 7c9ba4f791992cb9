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
  /**
   * False while 'Personalizar' cannot work yet (the page shows before the app has started): the
   * button then says it is unavailable instead of ignoring the tap.
   */
  canCustomize?: boolean
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
    p: { base: '2', md: '4' },
    // Above a toast, never under it (the toaster publishes its height as --toast-space).
    pb: {
      base: '[calc(0.5rem + var(--toast-space, 0px))]',
      md: '[calc(1rem + var(--toast-space, 0px))]',
    },
    pointerEvents: 'none',
  }),
  panel: css({
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: { base: '3', md: '4' },
    maxW: '4xl',
    maxH: '[calc(100dvh - 1rem)]',
    overflowY: 'auto',
    mx: 'auto',
    p: { base: '3', md: '6' },
    bg: 'bg.surface',
    color: 'fg.default',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'xl',
    boxShadow: 'xl',
    pointerEvents: 'auto',
  }),
  // Room for the close button in the corner.
  header: css({
    display: 'flex',
    gap: '3',
    alignItems: 'flex-start',
    pr: { base: '12', md: '10' },
    // On a phone the title and text share lines (inline), so the block sets their spacing.
    fontSize: { base: 'sm', md: 'md' },
    lineHeight: { base: 'snug', md: 'normal' },
  }),
  icon: css({
    display: { base: 'none', md: 'block' },
    flexShrink: '0',
    color: 'accent.text',
    mt: '0.5',
    '& svg': { w: '6', h: '6' },
  }),
  // On a phone the title runs into the text, so the banner stays a few lines tall.
  title: css({
    display: { base: 'inline', md: 'block' },
    fontSize: { base: 'sm', md: 'lg' },
    fontWeight: 'bold',
    m: '0',
    mr: { base: '1', md: '0' },
  }),
  text: css({
    display: { base: 'inline', md: 'block' },
    fontSize: 'sm',
    color: 'fg.muted',
    m: '0',
    mt: { md: '1' },
    '& a': { color: 'accent.text', textDecoration: 'underline' },
  }),
  long: css({ display: { base: 'none', md: 'inline' } }),
  short: css({ display: { base: 'inline', md: 'none' } }),
  actions: css({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    gap: '2',
    '& > *': { flex: { base: '[1 1 auto]', md: 'none' } },
  }),
  close: css({ position: 'absolute', top: { base: '1', md: '2' }, right: { base: '1', md: '2' } }),
}

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
        <div className={styles.actions}>
          {customizing ? (
            <Button variant="outline" onClick={() => onSave({ ...preferences, essential: true })}>
              Salvar preferências
            </Button>
          ) : (
            <Button
              variant="ghost"
              size="sm"
              aria-disabled={canCustomize ? undefined : true}
              onClick={() => {
                if (!canCustomize) return
                setFocusOnOpen(true)
                setCustomizing(true)
              }}
            >
              Personalizar
            </Button>
          )}
          <Button variant="outline" size="sm" onClick={onReject} data-consent-action="reject">
            Rejeitar
          </Button>
          <Button size="sm" onClick={onAcceptAll} data-consent-action="accept-all">
            Aceitar Todos
          </Button>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className={styles.close}
          aria-label="Fechar aviso de cookies"
          data-consent-action="close"
          onClick={onClose}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    </section>
  )
}
