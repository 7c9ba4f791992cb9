import { PLATFORMS, type Platform } from './schemas/release.ts'

/** The update channels electron-updater knows by file name (`latest.yml`, `beta.yml`). */
export const RELEASE_CHANNELS = ['latest', 'beta'] as const
export type ReleaseChannel = (typeof RELEASE_CHANNELS)[number]

/** The feed file of each platform, as electron-updater's generic provider asks for it. */
export function feedFileName(channel: ReleaseChannel, platform: Platform): string {
  const suffix = platform === 'windows' ? '' : platform === 'macos' ? '-mac' : '-linux'
  return `${channel}${suffix}.yml`
}

/** `beta-mac.yml` back to its channel and platform; undefined for any other name. */
export function parseFeedFileName(
  name: string,
): { channel: ReleaseChannel; platform: Platform } | undefined {
  const match = /^(latest|beta)(-mac|-linux)?\.yml$/.exec(name)
  if (!match) return undefined
  const platform: Platform =
    match[2] === '-mac' ? 'macos' : match[2] === '-linux' ? 'linux' : 'windows'
  return { channel: match[1] as ReleaseChannel, platform }
}

export interface Semver {
  major: number
  minor: number
  patch: number
  prerelease: string[]
}

// semver.org's grammar without build metadata (electron-builder never writes it in a version).
const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?$/

export function parseSemver(version: string): Semver | undefined {
  const match = SEMVER.exec(version)
  if (!match || version.length > 64) return undefined
  return {
    major: Number(match[1]),
    minor: Number(match[2]),
    patch: Number(match[3]),
    prerelease: match[4] ? match[4].split('.') : [],
  }
}

function compareIdentifiers(a: string, b: string): number {
  const [numericA, numericB] = [/^\d+$/.test(a), /^\d+$/.test(b)]
  if (numericA && numericB) return Math.sign(Number(a) - Number(b))
  if (numericA) return -1
  if (numericB) return 1
  return a < b ? -1 : a > b ? 1 : 0
}

/** semver.org §11's precedence: negative, zero or positive. Throws on an invalid version. */
export function compareSemver(a: string, b: string): number {
  const [left, right] = [parseSemver(a), parseSemver(b)]
  if (!left || !right) throw new Error(`Versão inválida: ${left ? b : a}`)
  for (const key of ['major', 'minor', 'patch'] as const) {
    if (left[key] !== right[key]) return Math.sign(left[key] - right[key])
  }
  // A version without a pre-release outranks the same version with one (1.0.0 > 1.0.0-beta).
  if (left.prerelease.length === 0 || right.prerelease.length === 0) {
    return Math.sign(right.prerelease.length - left.prerelease.length)
  }
  const length = Math.max(left.prerelease.length, right.prerelease.length)
  for (let index = 0; index < length; index += 1) {
    const [x, y] = [left.prerelease[index], right.prerelease[index]]
    if (x === undefined) return -1
    if (y === undefined) return 1
    const order = compareIdentifiers(x, y)
    if (order !== 0) return order
  }
  return 0
}

/** One installer as electron-builder describes it (sha512 in base64, size in bytes). */
export interface ReleaseFile {
  url: string
  sha512?: string | undefined
  size?: number | undefined
  minimumSystemVersion?: string | undefined
}

export interface NewRelease {
  version: string
  channel: ReleaseChannel
  /** Per platform, every file its electron-builder YAML lists (macOS has a zip and a dmg). */
  files: Partial<Record<Platform, readonly ReleaseFile[]>>
}

export type ReleaseCheck = { ok: true } | { ok: false; reason: string }

// A SHA-512 is 64 bytes: 88 characters of standard base64, the last two '=='.
const SHA512_BASE64 = /^[A-Za-z0-9+/]{86}==$/

export const PLATFORM_LABELS: Record<Platform, string> = {
  windows: 'Windows',
  macos: 'macOS',
  linux: 'Linux',
}

/**
 * Whether a release may be published on its channel: a valid semver above the channel's current
 * version (withdrawn ones count: a number once used is never reused), a file for each platform,
 * each with its sha512 and size, so the app can verify what it downloads.
 */
export function checkNewRelease(
  release: NewRelease,
  publishedVersions: readonly string[],
): ReleaseCheck {
  if (!parseSemver(release.version)) {
    return { ok: false, reason: `Versão inválida: ${release.version} (use o formato 1.2.3)` }
  }
  const current = publishedVersions.reduce<string | undefined>(
    (top, version) => (top === undefined || compareSemver(version, top) > 0 ? version : top),
    undefined,
  )
  if (current !== undefined && compareSemver(release.version, current) <= 0) {
    return {
      ok: false,
      reason: `A versão ${release.version} não é maior que a atual do canal ${release.channel} (${current})`,
    }
  }
  for (const platform of PLATFORMS) {
    const files = release.files[platform] ?? []
    const label = PLATFORM_LABELS[platform]
    if (files.length === 0) return { ok: false, reason: `Falta o arquivo de ${label}` }
    for (const file of files) {
      if (!file.sha512 || !SHA512_BASE64.test(file.sha512)) {
        return { ok: false, reason: `O arquivo de ${label} está sem o sha512 (base64)` }
      }
      if (!file.size || !Number.isSafeInteger(file.size) || file.size <= 0) {
        return { ok: false, reason: `O arquivo de ${label} está sem o tamanho em bytes` }
      }
    }
  }
  return { ok: true }
}

/** A whole percentage from 0 to 100, or a pt-BR reason. */
export function checkStagingPercentage(percent: number): ReleaseCheck {
  return Number.isInteger(percent) && percent >= 0 && percent <= 100
    ? { ok: true }
    : { ok: false, reason: 'O percentual deve ser um número inteiro de 0 a 100' }
}

/**
 * The device's place in a staged rollout, as electron-updater computes it: the last four bytes
 * of its UUID as an unsigned integer over 0xffffffff, in [0, 1]. Undefined for a non-UUID.
 */
export function stagingPlace(uuid: string): number | undefined {
  const hex = uuid.replaceAll('-', '')
  if (!/^[0-9a-fA-F]{32}$/.test(hex)) return undefined
  return Number.parseInt(hex.slice(24, 32), 16) / 0xffffffff
}

/** electron-updater's rule: no percentage means everyone; otherwise place < percent / 100. */
export function inStagedRollout(uuid: string, stagingPercentage: number | undefined): boolean {
  if (stagingPercentage === undefined) return true
  const place = stagingPlace(uuid)
  return place !== undefined && place < stagingPercentage / 100
}

export interface FeedEntry {
  version: string
  stagingPercentage?: number | undefined
}

/**
 * Whether the app at `currentVersion` should take the feed's version: not the same version,
 * inside the rollout, and newer, unless the running version was withdrawn (then the feed's one,
 * the release before it, is offered even though it is older).
 */
export function shouldOfferUpdate(input: {
  currentVersion: string
  feed: FeedEntry
  deviceId: string
  currentWithdrawn: boolean
}): boolean {
  const order = compareSemver(input.feed.version, input.currentVersion)
  if (order === 0) return false
  if (order < 0) return input.currentWithdrawn
  return inStagedRollout(input.deviceId, input.feed.stagingPercentage)
}

/** '186 MB': decimal megabytes, as installers are usually labelled. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1_000_000) return `${Math.max(1, Math.round(bytes / 1000))} kB`
  return `${Math.round(bytes / 1_000_000)} MB`
}

const HEADINGS = { new: 'Novidades', improvements: 'Melhorias', fixes: 'Correções' } as const

/**
 * NOTES.md in the three lists: '## Novidades', '## Melhorias', '## Correções' headings, each
 * with '- ' items. A line outside a list, or an unknown heading, is a pt-BR refusal.
 */
export function parseReleaseNotes(
  markdown: string,
):
  | { ok: true; notes: { new: string[]; improvements: string[]; fixes: string[] } }
  | { ok: false; reason: string } {
  const notes = { new: [] as string[], improvements: [] as string[], fixes: [] as string[] }
  let list: keyof typeof notes | undefined
  for (const [index, raw] of markdown.split(/\r?\n/).entries()) {
    const line = raw.trim()
    if (line === '') continue
    const heading = /^#{1,3}\s+(.+)$/.exec(line)
    if (heading) {
      const name = heading[1]?.trim().toLowerCase()
      const found = (Object.keys(HEADINGS) as (keyof typeof HEADINGS)[]).find(
        (key) => HEADINGS[key].toLowerCase() === name,
      )
      if (!found) {
        return {
          ok: false,
          reason: `Linha ${index + 1}: use as seções Novidades, Melhorias e Correções`,
        }
      }
      list = found
      continue
    }
    const item = /^[-*]\s+(.+)$/.exec(line)
    if (!item || !list) {
      return { ok: false, reason: `Linha ${index + 1}: cada nota é um item ('- ') de uma seção` }
    }
    notes[list].push(item[1]?.trim() ?? '')
  }
  if (notes.new.length + notes.improvements.length + notes.fixes.length === 0) {
    return { ok: false, reason: 'As notas da versão estão vazias' }
  }
  return { ok: true, notes }
}

/** The notes as one text, for electron-updater's `releaseNotes`. */
export function releaseNotesText(notes: {
  new: readonly string[]
  improvements: readonly string[]
  fixes: readonly string[]
}): string {
  return (Object.keys(HEADINGS) as (keyof typeof HEADINGS)[])
    .filter((key) => notes[key].length > 0)
    .map((key) => [`${HEADINGS[key]}:`, ...notes[key].map((item) => `- ${item}`)].join('\n'))
    .join('\n\n')
}

const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/**
 * electron-builder's base64 SHA-512 as the hex that `sha512sum`, `shasum -a 512` and
 * `certutil -hashfile ... SHA512` print, so a person can compare what their system shows.
 * Undefined for text that is not base64.
 */
export function base64ToHex(base64: string): string | undefined {
  const clean = base64.replace(/=+$/, '')
  if (clean.length === 0 || !/^[A-Za-z0-9+/]+$/.test(clean) || clean.length % 4 === 1) {
    return undefined
  }
  let bits = 0
  let value = 0
  let hex = ''
  for (const char of clean) {
    value = (value << 6) | BASE64_ALPHABET.indexOf(char)
    bits += 6
    if (bits >= 8) {
      bits -= 8
      hex += ((value >> bits) & 0xff).toString(16).padStart(2, '0')
    }
  }
  return hex
}
