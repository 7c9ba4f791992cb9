/**
 * Where /login sends a visitor back after signing in (`?voltar=`): only a page of this site
 * that needs a session (the approval of a desktop app's code at /ativar, the dashboard reached
 * from an e-mail's link, a receipt, the console). Anything else (another site, `//host`, a
 * scheme, a public page) is no return: the login goes to its usual place.
 */
const RETURN_PAGES = /^\/(ativar|dashboard|recibo\/[^/?#]+|admin)(?:[/?#]|$)/

export function safeReturnPath(value: string | undefined): string | undefined {
  if (!value || value.length > 300 || /[\\\s]/.test(value)) return undefined
  return RETURN_PAGES.test(value) ? value : undefined
}
