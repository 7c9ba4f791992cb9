import { describe, expect, it } from 'vitest'
import * as constants from './constants.ts'
import { PASSWORD_MIN_LENGTH } from './schemas/auth.ts'
import { COOKIE_CATEGORIES } from './schemas/cookie-preferences.ts'
import { DEFAULT_GENDER, GENDER_LABELS, GENDERS } from './schemas/user.ts'
import * as keys from './storage-keys.ts'

describe('business constants of spec section 9', () => {
  it.each([
    ['API timeout 10 s', constants.API_TIMEOUT_MS, 10_000],
    ['token re-validation every 5 minutes', constants.TOKEN_REVALIDATION_INTERVAL_MS, 300_000],
    ['cart expiry 7 days', constants.CART_EXPIRY_MS, 7 * 24 * 3600 * 1000],
    ['cart expiry in days', constants.CART_EXPIRY_DAYS, 7],
    ['toast auto-dismiss 5000 ms', constants.TOAST_AUTO_DISMISS_MS, 5000],
    ['1 toast visible', constants.TOAST_LIMIT, 1],
    ['toast swipe threshold 50 px', constants.TOAST_SWIPE_THRESHOLD_PX, 50],
    ['F8 focuses the notifications', constants.TOAST_FOCUS_HOTKEY, 'F8'],
    ['toast container max width 420 px', constants.TOAST_MAX_WIDTH_PX, 420],
    ['redirect 1.5 s after registration', constants.REGISTRATION_REDIRECT_MS, 1500],
    ['redirect 2 s after payment', constants.PAYMENT_REDIRECT_MS, 2000],
    ['cancel dialog auto-close 2000 ms', constants.CANCEL_DIALOG_CLOSE_MS, 2000],
    ['dropdown close delay 100 ms', constants.DROPDOWN_CLOSE_DELAY_MS, 100],
    ['data retention 30 days after cancellation', constants.DATA_RETENTION_DAYS_AFTER_CANCEL, 30],
    ['e-mail reply within 24 h', constants.EMAIL_REPLY_HOURS, 24],
    ['policy update date 18/09/2025', constants.POLICY_UPDATED_AT, '2025-09-18'],
    ['version label', constants.APP_VERSION_LABEL, 'v1.0.0'],
    ['tagline', constants.APP_NAME, 'Atendimento Inteligente'],
  ])('%s', (_, value, expected) => {
    expect(value).toEqual(expected)
  })

  it('minimum new password (dashboard security tab) is 6 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6)
  })

  it('gender options male and female, default male, shown in pt-BR', () => {
    expect(GENDERS).toEqual(['male', 'female'])
    expect(DEFAULT_GENDER).toBe('male')
    expect(GENDER_LABELS).toEqual({ male: 'Masculino', female: 'Feminino' })
  })

  it('cookie categories: essential, performance, functionality, marketing', () => {
    expect(COOKIE_CATEGORIES).toEqual(['essential', 'performance', 'functionality', 'marketing'])
  })

  it('3D print max 200x200x200 mm, precision 0.1 mm; laser and sublimation 600x400 mm', () => {
    expect(constants.PRODUCTION_LIMITS).toEqual({
      print3dMaxMm: { width: 200, depth: 200, height: 200 },
      print3dPrecisionMm: 0.1,
      laserAndSublimationMaxAreaMm: { width: 600, height: 400 },
    })
  })

  it('production time 1-3 or 2-7 business days for services, 3-5 for products', () => {
    expect(constants.PRODUCTION_TIME_DAYS).toEqual({
      quickService: { min: 1, max: 3 },
      service: { min: 2, max: 7 },
      product: { min: 3, max: 5 },
    })
  })

  it('cookie retention: session ends at browser close, persistent until expiry or deletion', () => {
    expect(constants.COOKIE_RETENTION.session).toMatch(/fecha o navegador/)
    expect(constants.COOKIE_RETENTION.persistent).toMatch(/expirar ou serem apagados/)
  })

  it('tabs allowed in the dashboard query: account, security, plans, payments, settings, devices', () => {
    expect(constants.DASHBOARD_TABS).toEqual([
      'account',
      'security',
      'plans',
      'payments',
      'settings',
      'devices',
    ])
    expect(constants.sidebarTabFor('payments')).toBe('plans')
    expect(constants.sidebarTabFor('security')).toBe('security')
  })

  it('landing anchors', () => {
    expect(constants.LANDING_ANCHORS).toEqual([
      'hero',
      'funcionalidades',
      'como-funciona',
      'precos',
      'depoimentos',
      'faq',
      'contato',
      'demo',
      'requisitos',
    ])
  })
})

describe('browser storage keys (spec 3)', () => {
  it.each([
    ['theme', keys.THEME_STORAGE_KEY, 'theme'],
    ['auth token', keys.AUTH_TOKEN_KEY, 'auth_token'],
    ['user data', keys.USER_DATA_KEY, 'user_data'],
    ['remember me', keys.REMEMBER_ME_KEY, 'remember_me'],
    ['cart', keys.CART_STORAGE_KEY, 'cart'],
    ['cookie consent flag', keys.COOKIE_CONSENT_KEY, 'cookie_consent'],
    ['cookie preferences', keys.COOKIE_PREFERENCES_KEY, 'cookie_preferences'],
  ])('%s is stored under %s', (_, key, expected) => {
    expect(key).toBe(expected)
  })

  it('logout clears token, user data and the remember flag', () => {
    expect(keys.SESSION_STORAGE_KEYS).toEqual(['auth_token', 'user_data', 'remember_me'])
  })
})
