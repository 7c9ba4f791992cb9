import type { ConsentState } from '@atendimento/domain/consent'
import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react'
import { type ConsentChanges, consentActions, readConsent } from './consent-store.ts'

export interface Consent {
  /** Null until the stored choice is read after mount (prerendered HTML shows the banner). */
  state: ConsentState | null
  acceptAll(): void
  reject(): void
  update(changes: ConsentChanges): void
  close(): void
  /** Forgets the saved choice and shows the banner again (footer 'Preferências de cookies'). */
  reset(): void
}

const ConsentContext = createContext<Consent | null>(null)

/**
 * The stored choice, plus a close the visitor made before the app started (the pre-paint
 * script marks it on <html>; a choice it saved is already in storage).
 */
function readConsentAtStart() {
  const state = readConsent()
  return document.documentElement.dataset.consentClosed === undefined
    ? state
    : consentActions.close(state)
}

export function ConsentProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<ConsentState | null>(null)
  // A transition: the new context value reaches parts of the page still hydrating, and an
  // urgent update would hydrate them all at once in one long task.
  useEffect(() => startTransition(() => setState(readConsentAtStart())), [])
  // From here on the banner follows the choice read for real, not the pre-paint guess.
  useEffect(() => {
    if (!state) return
    delete document.documentElement.dataset.consentSaved
    delete document.documentElement.dataset.consentClosed
  }, [state])

  const value = useMemo<Consent>(
    () => ({
      state,
      acceptAll: () => setState(consentActions.acceptAll()),
      reject: () => setState(consentActions.reject()),
      update: (changes) =>
        setState((current) => consentActions.update(current ?? readConsent(), changes)),
      close: () => setState((current) => consentActions.close(current ?? readConsent())),
      reset: () => setState(consentActions.reset()),
    }),
    [state],
  )
  return <ConsentContext value={value}>{children}</ConsentContext>
}

/** The cookie choice; using it outside ConsentProvider is an error (spec section 4). */
export function useConsent(): Consent {
  const context = useContext(ConsentContext)
  if (!context) throw new Error('useConsent deve ser usado dentro de ConsentProvider')
  return context
}
