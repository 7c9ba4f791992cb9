import { Link } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { useConsent } from './consent-provider.tsx'

// Loaded only when the banner has to show, so a visitor who already chose does not download it
// (it carries the 'Personalizar' switches) with the landing's first load.
const CookieBanner = lazy(() =>
  import('@atendimento/ui/cookie-banner').then((module) => ({ default: module.CookieBanner })),
)

/** The ui cookie banner wired to the stored consent (spec sections 2 and 4), after the routes. */
export function ConsentBanner() {
  const consent = useConsent()
  if (!consent.state?.bannerVisible) return null
  return (
    <Suspense fallback={null}>
      <CookieBanner
        onAcceptAll={consent.acceptAll}
        onReject={consent.reject}
        onClose={consent.close}
        onSave={({ performance, functionality, marketing }) =>
          consent.update({ performance, functionality, marketing })
        }
        defaultPreferences={consent.state.preferences}
        policyLink={<Link to="/cookies">Política de Cookies</Link>}
      />
    </Suspense>
  )
}
