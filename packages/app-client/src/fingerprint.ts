import { DESKTOP_CLIENT_ID } from '@atendimento/domain/schemas/oauth'

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

/**
 * The computer's fingerprint: an HMAC-SHA-256 of the machine's id (what the OS says: Windows'
 * MachineGuid, /etc/machine-id, the Mac's IOPlatformUUID), keyed by the app's client id. Stable
 * across reinstalls (so a reinstalled computer keeps its seat), and the server never sees the id.
 */
export async function computeFingerprint(machineId: string): Promise<string> {
  const encoder = new TextEncoder()
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(DESKTOP_CLIENT_ID),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  return base64url(await crypto.subtle.sign('HMAC', key, encoder.encode(machineId)))
}
