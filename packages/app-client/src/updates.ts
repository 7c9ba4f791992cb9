import { APP_CLIENT_TEXTS } from '@atendimento/domain/devices/app-texts'
import {
  compareSemver,
  feedFileName,
  parseSemver,
  type ReleaseChannel,
  shouldOfferUpdate,
} from '@atendimento/domain/release-rules'
import {
  type Platform,
  type UpdateFeed,
  updateFeedSchema,
} from '@atendimento/domain/schemas/release'
import { load } from 'js-yaml'
import * as v from 'valibot'

export interface UpdateCheckOptions {
  /** Where the feed files are: the site's `/api/updates/` (electron-updater's generic url). */
  feedUrl: string
  channel: ReleaseChannel
  /** The device's stable id (a UUID from sign-in): its place in a staged rollout. */
  deviceId: string | undefined
  /** The app's access token: the beta channel answers only to an allowed account's device. */
  accessToken?: string | undefined
  fetch?: typeof fetch
  timeoutMs?: number
}

export interface UpdateFile {
  url: string
  sha512: string
  size: number
}

export type UpdateCheck =
  /** `downgrade`: the running version was withdrawn, and this is the one before it. */
  | { kind: 'available'; version: string; file: UpdateFile; notes: string; downgrade: boolean }
  | { kind: 'up_to_date'; version: string }
  /** A newer version exists, offered to a part of the computers that does not include this one. */
  | { kind: 'not_yet'; version: string; stagingPercentage: number }
  | { kind: 'unavailable'; message: string }

// The installer the app runs to update itself: macOS's feed lists the zip first (Squirrel.Mac
// updates from it) and the dmg after; the others list one file.
function updateFile(feed: UpdateFeed): UpdateFile | undefined {
  const file = feed.files.find((item) => item.sha512 && item.size)
  return file?.sha512 && file.size
    ? { url: file.url, sha512: file.sha512, size: file.size }
    : undefined
}

/**
 * Reads the feed of the app's channel and decides as electron-updater does: the same version is
 * no update; a staged rollout offers it only when the device's place is under the percentage;
 * an older version only when the running one was withdrawn (the feed then serves the one before
 * it, so the running version being above the feed's means it was withdrawn).
 */
export async function checkForUpdate(
  currentVersion: string,
  platform: Platform,
  options: UpdateCheckOptions,
): Promise<UpdateCheck> {
  if (!parseSemver(currentVersion)) {
    return { kind: 'unavailable', message: `Versão inválida: ${currentVersion}` }
  }
  const url = new URL(feedFileName(options.channel, platform), options.feedUrl)
  let text: string
  try {
    const response = await (options.fetch ?? globalThis.fetch)(url, {
      headers: options.accessToken ? { authorization: `Bearer ${options.accessToken}` } : {},
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    })
    if (response.status === 404) {
      return { kind: 'unavailable', message: APP_CLIENT_TEXTS.noUpdateChannel }
    }
    if (!response.ok) return { kind: 'unavailable', message: APP_CLIENT_TEXTS.updateUnreachable }
    text = await response.text()
  } catch {
    return { kind: 'unavailable', message: APP_CLIENT_TEXTS.updateUnreachable }
  }
  let parsed: unknown
  try {
    parsed = load(text)
  } catch {
    return { kind: 'unavailable', message: APP_CLIENT_TEXTS.updateUnreadable }
  }
  const feed = v.safeParse(updateFeedSchema, parsed)
  if (!feed.success || !parseSemver(feed.output.version)) {
    return { kind: 'unavailable', message: APP_CLIENT_TEXTS.updateUnreadable }
  }
  const { version, stagingPercentage } = feed.output
  const order = compareSemver(version, currentVersion)
  if (order === 0) return { kind: 'up_to_date', version }
  const offered = shouldOfferUpdate({
    currentVersion,
    feed: { version, stagingPercentage },
    deviceId: options.deviceId ?? '',
    currentWithdrawn: order < 0,
  })
  if (!offered) {
    return order > 0 && stagingPercentage !== undefined
      ? { kind: 'not_yet', version, stagingPercentage }
      : { kind: 'up_to_date', version: currentVersion }
  }
  const file = updateFile(feed.output)
  if (!file) return { kind: 'unavailable', message: APP_CLIENT_TEXTS.updateUnreadable }
  return {
    kind: 'available',
    version,
    file,
    notes: feed.output.releaseNotes ?? '',
    downgrade: order < 0,
  }
}

function base64Of(bytes: Uint8Array): string {
  let binary = ''
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000))
  }
  return btoa(binary)
}

/**
 * Whether a downloaded installer is the one the feed describes: its size first (cheap), then its
 * SHA-512 (Web Crypto), as electron-updater checks before installing.
 */
export async function verifyDownload(
  data: ArrayBuffer | Uint8Array<ArrayBuffer>,
  expected: Pick<UpdateFile, 'sha512' | 'size'>,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const bytes = data instanceof ArrayBuffer ? new Uint8Array(data) : data
  if (bytes.byteLength !== expected.size) {
    return { ok: false, message: APP_CLIENT_TEXTS.downloadWrongSize }
  }
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-512', bytes))
  return base64Of(digest) === expected.sha512
    ? { ok: true }
    : { ok: false, message: APP_CLIENT_TEXTS.downloadWrongChecksum }
}
