/**
 * Whether this browser seems to hold a cookie choice, for the script that runs before first
 * paint (it cannot afford the schema that validates the preferences). It errs only towards
 * "saved" (storage holding a broken choice), and the app, reading the choice for real right
 * after it starts, shows the banner then: a visitor with a saved choice never sees it flash.
 */
export function consentSeemsSaved(flag: string | null, preferences: string | null): boolean {
  return flag === 'true' && preferences !== null
}
