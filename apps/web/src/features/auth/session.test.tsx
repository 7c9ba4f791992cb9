import { makeUser } from '@atendimento/domain/testing/user'
import { worker } from '@atendimento/mocks/browser'
import { DEMO } from '@atendimento/mocks/fixtures/people'
import { scenarios } from '@atendimento/mocks/scenarios'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { renderRoute } from '../../testing/render-route.tsx'
import { rememberSession } from '../account/testing/session.ts'
import { sessionAtom, settledSession, signOut } from './session.ts'
import { useSession } from './session-provider.tsx'

afterEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})

function Orphan() {
  useSession()
  return null
}

describe('session start (spec section 4)', () => {
  it('throws when the session is read outside its provider', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(render(<Orphan />)).rejects.toThrow(
      'useSession deve ser usado dentro de SessionProvider',
    )
    logged.mockRestore()
  })

  it('validates a remembered token and stays signed in on a reload of /dashboard', async () => {
    rememberSession()
    const { router, store } = await renderRoute('/dashboard')
    const session = await settledSession(store)
    expect(session.status).toBe('authenticated')
    await expect.element(page.getByRole('heading', { name: 'Minha Conta', level: 1 })).toBeVisible()
    expect(router.state.location.pathname).toBe('/dashboard')
  })

  it('discards a token stored without remember-me', async () => {
    localStorage.setItem('auth_token', DEMO.token)
    localStorage.setItem('user_data', '{}')
    const { router, store } = await renderRoute('/dashboard')
    expect((await settledSession(store)).status).toBe('anonymous')
    await expect.poll(() => router.state.location.pathname).toBe('/login')
    expect(localStorage.getItem('auth_token')).toBeNull()
    expect(localStorage.getItem('user_data')).toBeNull()
  })

  it("keeps a session signed in without 'Lembrar de mim' in its tab (sessionStorage)", async () => {
    sessionStorage.setItem('auth_token', DEMO.token)
    sessionStorage.setItem('user_data', JSON.stringify(makeUser()))
    const { router, store } = await renderRoute('/dashboard')
    expect((await settledSession(store)).status).toBe('authenticated')
    expect(router.state.location.pathname).toBe('/dashboard')
    expect(localStorage.getItem('auth_token')).toBeNull()
  })

  it('keeps the session, unverified, when the check gets no answer (later ruling)', async () => {
    worker.use(...scenarios.networkError('validateToken'))
    rememberSession()
    localStorage.setItem('user_data', JSON.stringify(makeUser()))
    const { store } = await renderRoute('/login')
    const session = await settledSession(store)
    expect(session).toMatchObject({ status: 'authenticated', unverified: true })
    expect(localStorage.getItem('auth_token')).toBe(DEMO.token)
  })

  it('clears token, user data and remember flag when the server says the token is invalid', async () => {
    worker.use(...scenarios.sessionExpired())
    rememberSession()
    localStorage.setItem('user_data', JSON.stringify(makeUser()))
    const { store } = await renderRoute('/login')
    expect((await settledSession(store)).status).toBe('anonymous')
    expect(localStorage.getItem('auth_token')).toBeNull()
    expect(localStorage.getItem('remember_me')).toBeNull()
  })

  it('logs out locally even when the logout call fails', async () => {
    worker.use(http.post('*/api/auth/logout', () => HttpResponse.error()))
    rememberSession()
    const { router, store } = await renderRoute('/dashboard')
    await settledSession(store)
    await signOut(store)
    expect(store.get(sessionAtom).status).toBe('anonymous')
    expect(localStorage.getItem('auth_token')).toBeNull()
    await expect.poll(() => router.state.location.pathname).toBe('/')
  })
})

describe('offline start', () => {
  it('keeps a remembered session while offline and checks it once the network is back', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    try {
      rememberSession()
      localStorage.setItem('user_data', JSON.stringify(makeUser()))
      worker.use(...scenarios.sessionExpired())
      const { store } = await renderRoute('/')
      expect((await settledSession(store)).status).toBe('authenticated')
      expect(localStorage.getItem('auth_token')).toBe(DEMO.token)
      offline.mockReturnValue(true)
      window.dispatchEvent(new Event('online'))
      await expect.poll(() => store.get(sessionAtom).status).toBe('anonymous')
      expect(localStorage.getItem('auth_token')).toBeNull()
    } finally {
      offline.mockRestore()
    }
  })

  it('still drops a remembered token whose stored user is unreadable', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    try {
      rememberSession()
      localStorage.setItem('user_data', '{broken')
      const { store } = await renderRoute('/')
      expect((await settledSession(store)).status).toBe('anonymous')
      expect(localStorage.getItem('auth_token')).toBeNull()
    } finally {
      offline.mockRestore()
    }
  })
})

describe('re-validation while signed in', () => {
  it('checks the token again every 5 minutes and leaves when it no longer holds', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    try {
      rememberSession()
      const { router, store } = await renderRoute('/dashboard')
      await settledSession(store)
      worker.use(...scenarios.sessionExpired())
      await vi.advanceTimersByTimeAsync(4 * 60_000)
      expect(store.get(sessionAtom).status).toBe('authenticated')
      await vi.advanceTimersByTimeAsync(60_000)
      await expect.poll(() => router.state.location.pathname).toBe('/login')
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('route guards', () => {
  it.each(['/login', '/registro', '/esqueci-senha'])(
    'send a signed-in visitor from %s to /',
    async (path) => {
      rememberSession()
      const { router } = await renderRoute(path)
      await expect.poll(() => router.state.location.pathname).toBe('/')
    },
  )

  it('send an anonymous visitor from /dashboard to /login', async () => {
    const { router } = await renderRoute('/dashboard?tab=plans')
    await expect.poll(() => router.state.location.pathname).toBe('/login')
  })

  it('send a visitor whose token expires on the dashboard to /login', async () => {
    rememberSession()
    const { router, store } = await renderRoute('/dashboard')
    await settledSession(store)
    worker.use(...scenarios.sessionExpired())
    const { revalidate } = await import('./session.ts')
    await revalidate(store, DEMO.token)
    await expect.poll(() => router.state.location.pathname).toBe('/login')
  })
})
