import { redirect } from '@tanstack/react-router'
import { type AppStore, settledSession, signedInAtom } from './session.ts'

/**
 * beforeLoad of the pages for visitors only (/login, /registro, /esqueci-senha): a signed-in
 * visitor goes home. It waits for the start-up token check, so it never decides on 'loading'.
 */
export async function requireGuest({ context }: { context: { store: AppStore } }) {
  const session = await settledSession(context.store)
  if (session.status === 'authenticated') throw redirect({ to: '/' })
}

/**
 * beforeLoad of the signed-in pages (/dashboard): an anonymous visitor goes to /login; the
 * others get their session in the route context (`useSignedIn`), never a missing token.
 */
export async function requireUser({ context }: { context: { store: AppStore } }) {
  const session = await settledSession(context.store)
  if (session.status !== 'authenticated') throw redirect({ to: '/login' })
  return { signedIn: signedInAtom(session) }
}
