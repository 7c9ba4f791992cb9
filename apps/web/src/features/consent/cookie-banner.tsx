import { css, cx } from '@atendimento/ui/styled-system/css'
import { button } from '@atendimento/ui/styled-system/recipes'
import { Link } from '@tanstack/react-router'
import { Cookie, X } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useConsent } from './consent-provider.tsx'

const CookiePreferencesDialog = lazy(() => import('./cookie-preferences-dialog.tsx'))

const styles = {
  banner: css({
    position: 'fixed',
    insetX: { base: '2', md: '4' },
    bottom: { base: '2', md: '4' },
    zIndex: 'banner',
    maxW: '4xl',
    mx: 'auto',
    display: 'flex',
    flexDirection: { base: 'column', md: 'row' },
    alignItems: { base: 'stretch', md: 'center' },
    gap: '4',
    p: '5',
    pr: { base: '12', md: '12' },
    bg: 'bg.surface',
    color: 'fg.default',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'xl',
    boxShadow: 'xl',
  }),
  text: css({ textStyle: 'small', color: 'fg.muted', m: '0', flex: '1' }),
  title: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    fontWeight: 'semibold',
    color: 'fg.default',
    mb: '1',
  }),
  link: css({ color: 'accent.text', textDecoration: 'underline' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '2' }),
  close: css({ position: 'absolute', top: '2', insetEnd: '2' }),
}

// TODO(ui): a presentational CookieBanner belongs in packages/ui (with its story); this one is
// screen-local until it lands.
/** The cookie banner (spec sections 2 and 4), rendered after the routes, once mounted. */
export function CookieBanner() {
  const consent = useConsent()
  const [customising, setCustomising] = useState(false)
  const visible = consent.state?.bannerVisible ?? false
  return (
    <>
      {visible && !customising && (
        <section aria-labelledby="aviso-cookies-titulo" className={styles.banner}>
          <div className={styles.text}>
            <h2 id="aviso-cookies-titulo" className={styles.title}>
              <Cookie aria-hidden="true" size={18} />
              Sua privacidade
            </h2>
            <p className={css({ m: '0' })}>
              Usamos cookies essenciais para o site funcionar e, com a sua permissão, cookies de
              desempenho, funcionalidade e marketing. Saiba mais na{' '}
              <Link to="/cookies" className={styles.link}>
                Política de Cookies
              </Link>
              .
            </p>
          </div>
          <div className={styles.actions}>
            <button
              type="button"
              className={button({ variant: 'ghost', size: 'sm' })}
              onClick={() => setCustomising(true)}
            >
              Personalizar
            </button>
            <button
              type="button"
              className={button({ variant: 'outline', size: 'sm' })}
              onClick={consent.reject}
            >
              Rejeitar
            </button>
            <button
              type="button"
              className={button({ variant: 'solid', size: 'sm' })}
              onClick={consent.acceptAll}
            >
              Aceitar Todos
            </button>
          </div>
          <button
            type="button"
            className={cx(button({ variant: 'ghost', size: 'icon' }), styles.close)}
            aria-label="Fechar aviso de cookies"
            onClick={consent.close}
          >
            <X aria-hidden="true" />
          </button>
        </section>
      )}
      {customising && (
        <Suspense fallback={null}>
          <CookiePreferencesDialog
            initial={consent.state?.preferences}
            onSave={(changes) => {
              consent.update(changes)
              setCustomising(false)
            }}
            onCancel={() => setCustomising(false)}
          />
        </Suspense>
      )}
    </>
  )
}
