import type { CartItem } from '@atendimento/domain/schemas/cart'
import {
  CART_STORAGE_KEY,
  COOKIE_CONSENT_KEY,
  COOKIE_PREFERENCES_KEY,
  SESSION_STORAGE_KEYS,
} from '@atendimento/domain/storage-keys'
import { DEMO } from '@atendimento/mocks/fixtures/people'
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { useState } from 'react'
import { createAppRouter } from '../../../router.tsx'
import { startSession } from '../../auth/session.ts'

export interface SiteStoryProps {
  url: string
  /** Signed in as the mocks' demo customer, or a visitor. */
  signedIn?: boolean
  /** 'pending' shows the cookie banner; 'chosen' stores a choice so it stays out of the way. */
  cookies?: 'pending' | 'chosen'
  /** Lines already in this browser's cart. */
  cart?: readonly CartItem[]
}

function prepareStorage({ signedIn, cookies, cart }: Omit<SiteStoryProps, 'url'>) {
  for (const key of [
    ...SESSION_STORAGE_KEYS,
    CART_STORAGE_KEY,
    COOKIE_CONSENT_KEY,
    COOKIE_PREFERENCES_KEY,
  ]) {
    localStorage.removeItem(key)
  }
  if (signedIn) {
    localStorage.setItem('auth_token', DEMO.token)
    localStorage.setItem('remember_me', 'true')
  }
  if (cookies === 'chosen') {
    localStorage.setItem(COOKIE_CONSENT_KEY, 'true')
    localStorage.setItem(
      COOKIE_PREFERENCES_KEY,
      JSON.stringify({
        essential: true,
        performance: false,
        functionality: false,
        marketing: false,
      }),
    )
  }
  if (cart?.length)
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ items: cart, timestamp: Date.now() }))
}

/**
 * A public page for a screen story: the real route tree at `url` over the mock API (msw), with
 * this browser's storage prepared first (session, cookie choice, cart).
 */
export function SiteStory({ url, signedIn = false, cookies = 'chosen', cart }: SiteStoryProps) {
  const [app] = useState(() => {
    prepareStorage({ signedIn, cookies, cart })
    const created = createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }) })
    created.queryClient.setDefaultOptions({ queries: { retry: false } })
    void startSession(created.store)
    return created
  })
  return (
    <QueryClientProvider client={app.queryClient}>
      <RouterProvider router={app.router} />
    </QueryClientProvider>
  )
}
