import { TOKEN_REVALIDATION_INTERVAL_MS } from '@atendimento/domain/constants'
import { SESSION_EXPIRED_MESSAGE } from '@atendimento/domain/messages'
import type { User } from '@atendimento/domain/schemas/user'
import { useAtomValue } from 'jotai'
import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react'
import { notify } from '../shell/notify.ts'
import {
  type AppStore,
  replaceUser,
  revalidate,
  type SessionState,
  sessionAtom,
  signIn,
  signOut,
} from './session.ts'

interface SessionContextValue {
  store: AppStore
}

const SessionContext = createContext<SessionContextValue | null>(null)

export function SessionProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  const session = useAtomValue(sessionAtom, { store })
  const token = session.status === 'authenticated' ? session.token : null

  // A session the server stopped accepting (a 401 on an account call, or the periodic check)
  // ends with a word on why, wherever the visitor is.
  useEffect(() => {
    if (session.status === 'anonymous' && session.ended === 'expired') {
      void notify('warning', SESSION_EXPIRED_MESSAGE)
    }
  }, [session])

  // While logged in, the token is checked again every 5 minutes (spec section 4).
  useEffect(() => {
    if (!token) return
    const timer = setInterval(() => void revalidate(store, token), TOKEN_REVALIDATION_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [store, token])

  const value = useMemo(() => ({ store }), [store])
  return <SessionContext value={value}>{children}</SessionContext>
}

export interface Session {
  state: SessionState
  user: User | null
  token: string | null
  signIn(input: { token: string; user: User; rememberMe: boolean }): void
  replaceUser(user: User): void
  signOut(): Promise<void>
}

export function useSession(): Session {
  const context = useContext(SessionContext)
  if (!context) throw new Error('useSession deve ser usado dentro de SessionProvider')
  const { store } = context
  const state = useAtomValue(sessionAtom, { store })
  return {
    state,
    user: state.status === 'authenticated' ? state.user : null,
    token: state.status === 'authenticated' ? state.token : null,
    signIn: (input) => signIn(store, input),
    replaceUser: (user) => replaceUser(store, user),
    signOut: () => signOut(store),
  }
}
