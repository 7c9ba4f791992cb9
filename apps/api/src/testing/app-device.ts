import { DESKTOP_CLIENT_ID, DEVICE_CODE_GRANT } from '@atendimento/domain/schemas/oauth'
import type { TestApp } from './test-app.ts'

/** What the desktop app says of the computer when it asks for a code. */
export interface AppComputer {
  name?: string
  platform?: 'windows' | 'macos' | 'linux'
  appVersion?: string
  fingerprint?: string
}

let computers = 0

/** A computer of its own each call: a fingerprint no other test uses. */
export function computer(overrides: AppComputer = {}): Required<AppComputer> {
  computers++
  return {
    name: `Computador ${computers}`,
    platform: 'windows',
    appVersion: '1.4.2',
    fingerprint: `impressao-digital-${computers}-${process.pid}`.padEnd(24, 'x'),
    ...overrides,
  }
}

/** A form-encoded POST, as an OAuth client sends it (RFC 6749 §3.2). */
export async function postForm(
  t: TestApp,
  path: string,
  fields: Record<string, string>,
  ip = '203.0.113.50',
) {
  const response = await t.app.request(
    `/api${path}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
      body: new URLSearchParams(fields).toString(),
    },
    { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
  )
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the API answered
  const body: any = await response.json()
  return { status: response.status, body, headers: response.headers }
}

/** RFC 8628 §3.1: the app asks for a code for this computer. */
export function askForCode(t: TestApp, device: Required<AppComputer>, ip?: string) {
  return postForm(
    t,
    '/oauth/device_authorization',
    {
      client_id: DESKTOP_CLIENT_ID,
      device_name: device.name,
      device_platform: device.platform,
      app_version: device.appVersion,
      device_fingerprint: device.fingerprint,
    },
    ip,
  )
}

/** RFC 8628 §3.4: one poll of the token endpoint. */
export function pollToken(t: TestApp, deviceCode: string) {
  return postForm(t, '/oauth/token', {
    grant_type: DEVICE_CODE_GRANT,
    device_code: deviceCode,
    client_id: DESKTOP_CLIENT_ID,
  })
}

/** RFC 6749 §6: the app refreshes its tokens. */
export function refreshTokens(t: TestApp, refreshToken: string) {
  return postForm(t, '/oauth/token', {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: DESKTOP_CLIENT_ID,
  })
}

/**
 * The whole journey of a computer: the app asks for a code, the signed-in person approves it at
 * /ativar, the app's next poll gets the tokens. Answers the tokens and the device's id.
 */
export async function connectComputer(
  t: TestApp,
  sessionToken: string,
  device: Required<AppComputer> = computer(),
) {
  const asked = await askForCode(t, device)
  if (asked.status !== 200) throw new Error(`código negado: ${JSON.stringify(asked.body)}`)
  const approved = await t.request('POST', '/user/activation/approve', {
    token: sessionToken,
    body: { userCode: asked.body.user_code },
  })
  if (approved.status !== 200) throw new Error(`aprovação negada: ${JSON.stringify(approved.body)}`)
  const tokens = await pollToken(t, asked.body.device_code)
  if (tokens.status !== 200) throw new Error(`token negado: ${JSON.stringify(tokens.body)}`)
  return {
    accessToken: tokens.body.access_token as string,
    refreshToken: tokens.body.refresh_token as string,
    deviceId: tokens.body.device_id as string,
    device,
  }
}
