import { createHash } from 'node:crypto'
import { release } from '@atendimento/api/modules/releases/release-fixtures'
import {
  publishRelease,
  withdrawRelease,
} from '@atendimento/api/modules/releases/releases-repository'
import { startLiveApi } from '@atendimento/api/testing/live-api'
import { useTestDatabase } from '@atendimento/api/testing/test-database'
import { APP_CLIENT_TEXTS } from '@atendimento/domain/devices/app-texts'
import { afterEach, describe, expect, it } from 'vitest'
import { createAppClient } from './client.ts'
import { memoryStorage } from './storage.ts'
import { checkForUpdate, type UpdateCheckOptions, verifyDownload } from './updates.ts'

const db = useTestDatabase()
let stops: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const stop of stops) await stop()
  stops = []
})
const cli = { by: 'cli', userId: null }
const at = new Date('2026-11-21T12:00:00Z')

async function feedUrl() {
  const live = await startLiveApi(db())
  stops.push(live.stop)
  return `${live.url}/api/updates/`
}

/** A fetch that asks the server once and answers every later call with that same file. */
function onceFetch(): typeof fetch {
  let kept: Promise<{ status: number; text: string }> | undefined
  return async (input, init) => {
    kept ??= fetch(input, init).then(async (res) => ({
      status: res.status,
      text: await res.text(),
    }))
    const { status, text } = await kept
    return new Response(status === 304 ? null : text, { status })
  }
}

/** 1,000 device ids, the same on every run: UUIDs made from a hash of their number. */
const deviceIds = Array.from({ length: 1000 }, (_, index) => {
  const hex = createHash('sha256').update(`computador-${index}`).digest('hex').slice(0, 32)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`
})

const options = (url: string, over: Partial<UpdateCheckOptions> = {}): UpdateCheckOptions => ({
  feedUrl: url,
  channel: 'latest',
  deviceId: deviceIds[0],
  ...over,
})

describe('checkForUpdate', () => {
  it('offers a release at 20 % to about a fifth of 1,000 devices, as electron-updater would', async () => {
    await publishRelease(db(), release('1.1.0', { stagingPercentage: 20 }), cli)
    const url = await feedUrl()
    const fetchOnce = onceFetch()
    let offered = 0
    for (const deviceId of deviceIds) {
      const check = await checkForUpdate(
        '1.0.0',
        'windows',
        options(url, { deviceId, fetch: fetchOnce }),
      )
      if (check.kind === 'available') offered += 1
      else expect(check).toEqual({ kind: 'not_yet', version: '1.1.0', stagingPercentage: 20 })
    }
    expect(offered).toBeGreaterThan(170)
    expect(offered).toBeLessThan(230)
  })

  it('offers the new version with its file, and nothing to the same version', async () => {
    await publishRelease(db(), release('1.1.0'), cli)
    const url = await feedUrl()
    const check = await checkForUpdate('1.0.0', 'macos', options(url))
    expect(check).toMatchObject({
      kind: 'available',
      version: '1.1.0',
      downgrade: false,
      file: { url: expect.stringMatching(/-mac\.zip$/), size: 190_000_000 },
    })
    expect(await checkForUpdate('1.1.0', 'macos', options(url))).toEqual({
      kind: 'up_to_date',
      version: '1.1.0',
    })
  })

  it('never offers a downgrade, unless the running version was withdrawn', async () => {
    const url = await feedUrl()
    await publishRelease(db(), release('1.1.0'), cli)
    expect((await checkForUpdate('1.1.0', 'linux', options(url))).kind).toBe('up_to_date')
    await withdrawRelease(db(), { version: '1.1.0', at }, cli)
    // The feed now serves 1.0.0, whose files were never published with checksums.
    expect(await checkForUpdate('1.1.0', 'linux', options(url))).toEqual({
      kind: 'unavailable',
      message: APP_CLIENT_TEXTS.updateUnreadable,
    })
  })

  it('goes back to the release before a withdrawn one, checksums included', async () => {
    const url = await feedUrl()
    await publishRelease(db(), release('1.1.0'), cli)
    await publishRelease(db(), release('1.2.0'), cli)
    await withdrawRelease(db(), { version: '1.2.0', at }, cli)
    expect(await checkForUpdate('1.2.0', 'windows', options(url))).toMatchObject({
      kind: 'available',
      version: '1.1.0',
      downgrade: true,
    })
    // 1.1.0 itself is not taken back to 1.0.0: it was not withdrawn.
    expect((await checkForUpdate('1.1.0', 'windows', options(url))).kind).toBe('up_to_date')
  })

  it('says why when the channel is closed or the server cannot be reached', async () => {
    const url = await feedUrl()
    expect(await checkForUpdate('1.0.0', 'windows', options(url, { channel: 'beta' }))).toEqual({
      kind: 'unavailable',
      message: APP_CLIENT_TEXTS.noUpdateChannel,
    })
    const offline: typeof fetch = () => Promise.reject(new TypeError('fetch failed'))
    expect(await checkForUpdate('1.0.0', 'windows', options(url, { fetch: offline }))).toEqual({
      kind: 'unavailable',
      message: APP_CLIENT_TEXTS.updateUnreachable,
    })
  })

  it('is the app client’s method too, with the device id kept from sign-in', async () => {
    await publishRelease(db(), release('1.1.0'), cli)
    const url = await feedUrl()
    const app = createAppClient({
      issuer: url.replace(/\/api\/updates\/$/, ''),
      storage: memoryStorage(),
      device: { name: 'PC', platform: 'windows', appVersion: '1.0.0', machineId: 'm' },
      allowInsecureRequests: true,
    })
    expect(await app.checkForUpdate('1.0.0', 'windows')).toMatchObject({
      kind: 'available',
      version: '1.1.0',
    })
  })
})

describe('verifyDownload', () => {
  const bytes = new TextEncoder().encode('o instalador')
  const sha512 = createHash('sha512').update(bytes).digest('base64')

  it.each([
    ['the right file', { sha512, size: bytes.length }, { ok: true }],
    [
      'a file cut short',
      { sha512, size: bytes.length + 1 },
      { ok: false, message: APP_CLIENT_TEXTS.downloadWrongSize },
    ],
    [
      'another file of the same size',
      { sha512: createHash('sha512').update('outro').digest('base64'), size: bytes.length },
      { ok: false, message: APP_CLIENT_TEXTS.downloadWrongChecksum },
    ],
  ])('%s', async (_, expected, result) => {
    expect(await verifyDownload(bytes, expected)).toEqual(result)
    expect(await verifyDownload(bytes.buffer, expected)).toEqual(result)
  })
})
