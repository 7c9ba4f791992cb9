// For the desktop app's library tests: a key rotation as `npm run keys -- rotate` makes it.
export { rotateSigningKey } from '../modules/licences/licence-keys.ts'
