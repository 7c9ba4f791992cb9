/** Same origin `/api` by default; VITE_API_URL points the site at an API elsewhere. */
export const API_BASE_URL = (import.meta.env.VITE_API_URL ?? '/api').replace(/\/$/, '')
