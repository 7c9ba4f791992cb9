import { CHECKOUT_DRAFT_KEY, SESSION_STORAGE_KEYS } from '@atendimento/domain/storage-keys'
import { DEMO } from '@atendimento/mocks/fixtures/people'
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { useState } from 'react'
import { createAppRouter } from '../../router.tsx'
import { startSession } from '../auth/session.ts'

/** Who is signed in when a screen story starts: the mocks' demo users, or nobody. */
export type StorySession = 'cliente' | 'novo' | 'operador' | null

const TOKENS = {
  cliente: DEMO.token,
  novo: DEMO.newUserToken,
  operador: DEMO.operatorToken,
} as const

function storeSession(session: StorySession) {
  // A sign-in without 'Lembrar de mim' in an earlier story left its session in the tab's
  // sessionStorage (later ruling on sessions): a guest page would send this one away.
  for (const key of SESSION_STORAGE_KEYS) {
    localStorage.removeItem(key)
    sessionStorage.removeItem(key)
  }
  // A checkout draft left by an earlier story would restore its typed fields here.
  sessionStorage.removeItem(CHECKOUT_DRAFT_KEY)
  if (!session) return
  // A remembered token: the start-up check validates it against the mock API.
  localStorage.setItem('auth_token', TOKENS[session])
  localStorage.setItem('remember_me', 'true')
}

/**
 * A whole route for a screen story: the real route tree at `url`, over the mock API (msw),
 * with a fresh QueryClient and session store per story.
 */
export function RouteStory({ url, session = null }: { url: string; session?: StorySession }) {
  const [app] = useState(() => {
    storeSession(session)
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
