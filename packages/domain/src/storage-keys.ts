/** Browser storage keys of spec section 3; persisted atoms read and write only these. */
/**
 * In localStorage (every tab, later visits) only with the functionality cookies allowed; in
 * sessionStorage (this tab) otherwise, 'Rejeitar' and no choice yet included (issue 29).
 */
export const THEME_STORAGE_KEY = 'theme'
export const CART_STORAGE_KEY = 'cart'
export const AUTH_TOKEN_KEY = 'auth_token'
export const USER_DATA_KEY = 'user_data'
/** Holds the text 'true' or 'false'. */
export const REMEMBER_ME_KEY = 'remember_me'
/** Holds the text 'true' once a choice was saved. */
export const COOKIE_CONSENT_KEY = 'cookie_consent'
export const COOKIE_PREFERENCES_KEY = 'cookie_preferences'

/** What logout and a failed token check remove. */
export const SESSION_STORAGE_KEYS = [AUTH_TOKEN_KEY, USER_DATA_KEY, REMEMBER_ME_KEY] as const

/** sessionStorage: the checkout's signup fields across a reload (checkout-draft.ts). */
export const CHECKOUT_DRAFT_KEY = 'checkout_draft'
