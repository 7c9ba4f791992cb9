import { Provider as JotaiProvider } from 'jotai'
import type { ReactNode } from 'react'
import type { AppStore } from '../auth/session.ts'
import { SessionProvider } from '../auth/session-provider.tsx'
import { ConsentProvider } from '../consent/consent-provider.tsx'
import { AppShell } from './app-shell.tsx'

/**
 * The providers and the site's frame around every page. The root route renders it around the
 * matched page; the build renders it around a loading state as the app shell's HTML (the page
 * every route that is not prerendered starts from).
 */
export function RootFrame({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <JotaiProvider store={store}>
      <SessionProvider store={store}>
        <ConsentProvider>
          <AppShell>{children}</AppShell>
        </ConsentProvider>
      </SessionProvider>
    </JotaiProvider>
  )
}
