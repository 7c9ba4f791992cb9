/**
 * Where the web build writes the checkout's previews (one page per seeded plan, and plans.json
 * with the plans as drawn), and where the server looks for them: it sends one in place of
 * /subscribe/{id} only while that plan is unchanged, and never as a file of its own.
 */
export const CHECKOUT_PREVIEWS_DIR = 'checkout-previews'
