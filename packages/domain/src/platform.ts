import type { Platform } from './schemas/release.ts'

// Phones and tablets carry 'Linux' or 'Mac OS X' in their user agents but run none of the installers.
const MOBILE = /android|iphone|ipad|ipod|mobile/i

/** The desktop platform a browser runs on, for the 'Recomendado' card of /download. */
export function platformFromUserAgent(userAgent: string): Platform | null {
  if (MOBILE.test(userAgent)) return null
  if (/windows/i.test(userAgent)) return 'windows'
  if (/macintosh|mac os x/i.test(userAgent)) return 'macos'
  if (/linux|x11|cros/i.test(userAgent)) return 'linux'
  return null
}
