import { safeReturnPath } from '@atendimento/domain/return-path'
import { redirect } from '@tanstack/react-router'
import { type AppStore, settledSession, signedInAtom } from './session.ts'

/**
 * beforeLoad of the pages for visitors only (/login, /registro, /esqueci-senha): a signed-in
 * visitor goes home. It waits for the start-up token check, so it never decides on 'loading'.
 */
export async function requireGuest({
  context,
  search,
}: {
  context: { store: AppStore }
  search: { voltar?: string | undefined }
}) {
  const session = await settledSession(context.store)
  if (session.status !== 'authenticated') return
  // Signed in already (another tab): straight to where the login would have returned.
  const back = safeReturnPath(search.voltar)
  throw back ? redirect({ href: back }) : redirect({ to: '/' })
}

/**
 * beforeLoad of the signed-in pages (/dashboard, /ativar): an anonymous visitor goes to /login,
 * which brings them back here once signed in (`?voltar=`, a page of ours only); the others get
 * their session in the route context (`useSignedIn`), never a missing token.
 */
export async function requireUser({
  context,
  location,
}: {
  context: { store: AppStore }
  location: { href: string }
}) {
  const session = await settledSession(context.store)
  if (session.status !== 'authenticated') {
    throw redirect({ to: '/login', search: { voltar: safeReturnPath(location.href) } })
  }
  return { signedIn: signedInAtom(session) }
}
