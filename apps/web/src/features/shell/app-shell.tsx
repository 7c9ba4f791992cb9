import { OFFLINE_MESSAGES } from '@atendimento/domain/messages'
import { css } from '@atendimento/ui/styled-system/css'
import { useMatches, useRouter } from '@tanstack/react-router'
import { lazy, type ReactNode, Suspense, useEffect } from 'react'
import { useSession } from '../auth/session-provider.tsx'
import { ConsentBanner } from '../consent/consent-banner.tsx'
import { UpdatePromptHost } from '../pwa/update-prompt-host.tsx'
import { useOnline } from '../pwa/use-online.ts'
import { useThemeSync } from '../theme/theme.ts'
import { releaseControlsAwaitingApp } from './early-actions.ts'
import { useGlobalErrorHandlers } from './global-error-handlers.ts'
import { NavigationProgress } from './navigation-progress.tsx'
import { useToasterRequested } from './notify.ts'
import { SiteFooter } from './site-footer.tsx'
import { SiteHeader } from './site-header.tsx'

const ToasterHost = lazy(() => import('./toaster-host.tsx'))
const OfflineBanner = lazy(() =>
  import('@atendimento/ui/offline-banner').then((module) => ({ default: module.OfflineBanner })),
)

const styles = {
  page: css({ display: 'flex', flexDirection: 'column', minH: 'dvh' }),
  content: css({ flex: '1', display: 'flex', flexDirection: 'column', outline: 'none' }),
  skip: css({
    position: 'absolute',
    top: '2',
    left: '2',
    zIndex: 'toast',
    px: '4',
    py: '2',
    bg: 'accent.default',
    color: 'accent.fg',
    borderRadius: 'md',
    fontWeight: 'semibold',
    transform: 'translateY(-200%)',
    _focusVisible: { transform: 'none' },
  }),
}

/**
 * Marks <html> once the app is interactive: prerendered buttons are visible before their
 * handlers exist, so the pre-paint script answers or marks them until then, and end-to-end
 * tests (and anyone debugging) can wait for this.
 */
function useMarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
    // The router has decided by now (the guest guard waited for the token check): the sign-in
    // form the pre-paint script hid is either the page to show or already replaced.
    delete document.documentElement.dataset.sessionPending
    releaseControlsAwaitingApp()
  }, [])
}

/**
 * Focus follows navigation to the new page's heading (focus-on-navigate.ts). Fetched at the
 * first sign of a person acting (a tap, a key, the back button): the landing's first load needs
 * none of it, and its budget is tight. A navigation always follows one of those.
 */
const FIRST_ACTS = ['pointerdown', 'keydown', 'popstate'] as const

function useFocusOnNavigate() {
  const router = useRouter()
  useEffect(() => {
    let stop: (() => void) | undefined
    let gone = false
    const start = () => {
      for (const type of FIRST_ACTS) window.removeEventListener(type, start, true)
      void import('./focus-on-navigate.ts').then(({ focusHeadingOnNavigate }) => {
        if (!gone) stop = focusHeadingOnNavigate(router, () => document.getElementById('conteudo'))
      })
    }
    for (const type of FIRST_ACTS) window.addEventListener(type, start, true)
    return () => {
      gone = true
      for (const type of FIRST_ACTS) window.removeEventListener(type, start, true)
      stop?.()
    }
  }, [router])
}

/** Routes may leave out the site header or footer (the dashboard and legal pages have their own). */
function useSiteChrome() {
  const matches = useMatches()
  return {
    header: !matches.some((match) => match.staticData?.siteHeader === false),
    footer: !matches.some((match) => match.staticData?.siteFooter === false),
  }
}

/**
 * Every page's frame: skip link, the offline strip, header, the route, footer, then the cookie
 * banner, the update prompt and the toaster after the routes. Also keeps the theme in step and catches stray errors.
 */
export function AppShell({ children }: { children: ReactNode }) {
  useThemeSync()
  useGlobalErrorHandlers()
  useMarkHydrated()
  useFocusOnNavigate()
  const chrome = useSiteChrome()
  const toasterRequested = useToasterRequested()
  const online = useOnline()
  const { state: session } = useSession()
  // The session's check got no answer: it is kept, and the page says why nothing may load.
  const serverAway = session.status === 'authenticated' && session.unverified === true
  return (
    <div className={styles.page}>
      <a href="#conteudo" className={styles.skip}>
        Pular para o conteúdo
      </a>
      <NavigationProgress />
      {(!online || serverAway) && (
        <Suspense fallback={null}>
          <OfflineBanner {...(online && { message: OFFLINE_MESSAGES.server })} />
        </Suspense>
      )}
      {chrome.header && <SiteHeader />}
      <div id="conteudo" tabIndex={-1} className={styles.content}>
        {children}
      </div>
      {chrome.footer && <SiteFooter />}
      <ConsentBanner />
      <UpdatePromptHost />
      {toasterRequested && (
        <Suspense fallback={null}>
          <ToasterHost />
        </Suspense>
      )}
    </div>
  )
}
