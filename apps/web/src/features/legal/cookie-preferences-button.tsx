import { button } from '@atendimento/ui/styled-system/recipes'
import { Cookie } from 'lucide-react'
import { useConsent } from '../consent/consent-provider.tsx'

/** Reopens the cookie banner so the visitor can choose again. */
export function CookiePreferencesButton() {
  const { reset } = useConsent()
  return (
    <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={reset}>
      <Cookie aria-hidden="true" />
      Abrir preferências de cookies
    </button>
  )
}
