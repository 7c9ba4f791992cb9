/** Business constants of spec section 9 that belong to no single module. */

export const APP_NAME = 'Atendimento Inteligente'
export const APP_VERSION_LABEL = 'v1.0.0'

export const SECOND_MS = 1000
export const MINUTE_MS = 60 * SECOND_MS
export const DAY_MS = 24 * 60 * MINUTE_MS

export const API_TIMEOUT_MS = 10 * SECOND_MS
export const TOKEN_REVALIDATION_INTERVAL_MS = 5 * MINUTE_MS
/** A session whose check got no answer is checked again this often until one comes. */
export const SESSION_RECHECK_MS = 5 * SECOND_MS
export const CART_EXPIRY_DAYS = 7
export const CART_EXPIRY_MS = CART_EXPIRY_DAYS * DAY_MS

export const TOAST_AUTO_DISMISS_MS = 5000
export const TOAST_LIMIT = 1
export const TOAST_SWIPE_THRESHOLD_PX = 50
export const TOAST_FOCUS_HOTKEY = 'F8'
/** Toast container's maximum width on medium screens and up. */
export const TOAST_MAX_WIDTH_PX = 420

export const REGISTRATION_REDIRECT_MS = 1500
export const PAYMENT_REDIRECT_MS = 2000
export const CANCEL_DIALOG_CLOSE_MS = 2000
export const DROPDOWN_CLOSE_DELAY_MS = 100

export const DATA_RETENTION_DAYS_AFTER_CANCEL = 30
export const EMAIL_REPLY_HOURS = 24

/** Legal pages and terms last updated on 18/09/2025. */
export const POLICY_UPDATED_AT = '2025-09-18'

export const COOKIE_RETENTION = {
  session: 'Cookies de sessão expiram quando você fecha o navegador.',
  persistent: 'Cookies persistentes duram até expirar ou serem apagados por você.',
} as const

export const PRODUCTION_LIMITS = {
  print3dMaxMm: { width: 200, depth: 200, height: 200 },
  print3dPrecisionMm: 0.1,
  laserAndSublimationMaxAreaMm: { width: 600, height: 400 },
} as const

/** Business days from order to delivery. */
export const PRODUCTION_TIME_DAYS = {
  quickService: { min: 1, max: 3 },
  service: { min: 2, max: 7 },
  product: { min: 3, max: 5 },
} as const

export const DASHBOARD_TABS = [
  'account',
  'security',
  'plans',
  'payments',
  'settings',
  // The desktop app's computers (issue 23).
  'devices',
] as const
export type DashboardTab = (typeof DASHBOARD_TABS)[number]
export const DEFAULT_DASHBOARD_TAB: DashboardTab = 'account'

/** The sidebar has no payments entry: that tab lights up 'Planos e Pagamentos'. */
export function sidebarTabFor(tab: DashboardTab): DashboardTab {
  return tab === 'payments' ? 'plans' : tab
}

export const LANDING_ANCHORS = [
  'hero',
  'funcionalidades',
  'como-funciona',
  'precos',
  'depoimentos',
  'faq',
  'contato',
  'demo',
  'requisitos',
] as const
export type LandingAnchor = (typeof LANDING_ANCHORS)[number]
