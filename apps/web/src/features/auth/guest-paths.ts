/**
 * The pages for visitors only (the _guest layout's children): a signed-in visitor is sent on
 * from them. The pre-paint script reads this list, so it stays a plain file without imports.
 */
export const GUEST_PATHS: readonly string[] = ['/login', '/registro', '/esqueci-senha']

/** How long the pre-paint script keeps a sign-in page hidden at most, should the app not start. */
export const SESSION_PENDING_REVEAL_MS = 6000
