import { CookieBanner } from '@atendimento/ui/cookie-banner'
import { css } from '@atendimento/ui/styled-system/css'
import { Link } from '@tanstack/react-router'
import { useHydrated } from '../shell/use-hydrated.ts'
import { useConsent } from './consent-provider.tsx'

// Set before first paint when this browser seems to hold a choice (features/shell/pre-paint.ts):
// the prerendered banner then never flashes for a returning visitor. Also set by a choice or a
// close made on the banner before the app started (features/shell/early-actions.ts).
const hiddenWhenChoiceSeemsSaved = css({
  '[data-consent-saved] &, [data-consent-closed] &': { display: 'none' },
})

/**
 * The ui cookie banner wired to the stored consent (spec sections 2 and 4), after the routes.
 * Before the stored choice is read it is there too, so prerendered pages show it with their
 * first paint instead of after the app's code.
 */
export function ConsentBanner() {
  const consent = useConsent()
  const hydrated = useHydrated()
  if (!(consent.state?.bannerVisible ?? true)) return null
  return (
    // Without any script the site stores nothing, and the banner's buttons could not answer.
    <div className={hiddenWhenChoiceSeemsSaved} data-needs-script="">
      <CookieBanner
        onAcceptAll={consent.acceptAll}
        onReject={consent.reject}
        onClose={consent.close}
        onSave={({ performance, functionality, marketing }) =>
          consent.update({ performance, functionality, marketing })
        }
        defaultPreferences={consent.state?.preferences}
        policyLink={<Link to="/cookies">Política de Cookies</Link>}
        canCustomize={hydrated}
      />
    </div>
  )
}
