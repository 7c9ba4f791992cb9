import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  base64ToHex,
  checkNewRelease,
  checkStagingPercentage,
  compareSemver,
  feedFileName,
  formatFileSize,
  inStagedRollout,
  type NewRelease,
  parseFeedFileName,
  parseReleaseNotes,
  parseSemver,
  releaseNotesText,
  shouldOfferUpdate,
  stagingPlace,
} from './release-rules.ts'
import { PLATFORMS } from './schemas/release.ts'

const SHA = `${'A'.repeat(86)}==`
const file = { url: 'https://downloads.example.com/app-1.1.0.exe', sha512: SHA, size: 1000 }
const release = (over: Partial<NewRelease> = {}): NewRelease => ({
  version: '1.1.0',
  channel: 'latest',
  files: { windows: [file], macos: [file, { ...file, url: 'app.dmg' }], linux: [file] },
  ...over,
})

describe('compareSemver', () => {
  it.each([
    ['1.0.0', '1.0.0', 0],
    ['1.1.0', '1.0.0', 1],
    ['1.0.0', '1.0.1', -1],
    ['1.10.0', '1.9.0', 1],
    ['2.0.0', '1.99.99', 1],
    ['1.0.0', '1.0.0-beta.1', 1],
    ['1.0.0-beta.2', '1.0.0-beta.10', -1],
    ['1.0.0-alpha', '1.0.0-alpha.1', -1],
    ['1.0.0-alpha.beta', '1.0.0-alpha.1', 1],
    ['1.0.0-rc.1', '1.0.0-beta.11', 1],
  ])('compareSemver(%s, %s) is %i', (a, b, expected) => expect(compareSemver(a, b)).toBe(expected))

  it.each(['1.0', 'v1.0.0', '01.0.0', '1.0.0-', '', '1.0.0+build'])('refuses %j', (version) => {
    expect(parseSemver(version)).toBeUndefined()
    expect(() => compareSemver(version, '1.0.0')).toThrow('Versão inválida')
  })

  it('is a total order: antisymmetric and transitive', () => {
    const version = fc
      .tuple(
        fc.nat(20),
        fc.nat(20),
        fc.nat(20),
        fc.option(fc.constantFrom('alpha', 'beta.1', 'beta.2', 'rc.1', '1')),
      )
      .map(([a, b, c, pre]) => `${a}.${b}.${c}${pre ? `-${pre}` : ''}`)
    fc.assert(
      fc.property(version, version, version, (a, b, c) => {
        expect(compareSemver(a, b)).toBe(-compareSemver(b, a))
        if (compareSemver(a, b) <= 0 && compareSemver(b, c) <= 0) {
          expect(compareSemver(a, c)).toBeLessThanOrEqual(0)
        }
      }),
    )
  })
})

describe('checkNewRelease', () => {
  it.each<[string, NewRelease, string[], string | null]>([
    ['a newer version with complete files', release(), ['1.0.0'], null],
    ['the first of its channel', release({ channel: 'beta' }), [], null],
    [
      'the same version',
      release({ version: '1.0.0' }),
      ['1.0.0'],
      'A versão 1.0.0 não é maior que a atual do canal latest (1.0.0)',
    ],
    [
      'an older version than a withdrawn one',
      release({ version: '1.1.0' }),
      ['1.0.0', '1.2.0'],
      'A versão 1.1.0 não é maior que a atual do canal latest (1.2.0)',
    ],
    [
      'an invalid version',
      release({ version: '1.1' }),
      [],
      'Versão inválida: 1.1 (use o formato 1.2.3)',
    ],
    ['no files', release({ files: {} }), [], 'Falta o arquivo de Windows'],
    [
      'no Linux file',
      release({ files: { windows: [file], macos: [file] } }),
      [],
      'Falta o arquivo de Linux',
    ],
    [
      'a file without sha512',
      release({ files: { ...release().files, windows: [{ ...file, sha512: undefined }] } }),
      [],
      'O arquivo de Windows está sem o sha512 (base64)',
    ],
    [
      'a sha256 in place of a sha512',
      release({
        files: { ...release().files, macos: [file, { ...file, sha512: 'a'.repeat(64) }] },
      }),
      [],
      'O arquivo de macOS está sem o sha512 (base64)',
    ],
    [
      'a file without size',
      release({ files: { ...release().files, linux: [{ ...file, size: undefined }] } }),
      [],
      'O arquivo de Linux está sem o tamanho em bytes',
    ],
    [
      'a file with size zero',
      release({ files: { ...release().files, linux: [{ ...file, size: 0 }] } }),
      [],
      'O arquivo de Linux está sem o tamanho em bytes',
    ],
  ])('%s', (_, candidate, published, reason) => {
    const result = checkNewRelease(candidate, published)
    expect(result).toEqual(reason === null ? { ok: true } : { ok: false, reason })
  })

  it('accepts exactly the versions above every published one', () => {
    const version = fc.tuple(fc.nat(9), fc.nat(9), fc.nat(9)).map(([a, b, c]) => `${a}.${b}.${c}`)
    fc.assert(
      fc.property(version, fc.array(version, { maxLength: 5 }), (candidate, published) => {
        const accepted = checkNewRelease(release({ version: candidate }), published).ok
        expect(accepted).toBe(published.every((old) => compareSemver(candidate, old) > 0))
      }),
    )
  })
})

describe('feed file names', () => {
  it.each([
    ['latest', 'windows', 'latest.yml'],
    ['latest', 'macos', 'latest-mac.yml'],
    ['latest', 'linux', 'latest-linux.yml'],
    ['beta', 'windows', 'beta.yml'],
    ['beta', 'macos', 'beta-mac.yml'],
    ['beta', 'linux', 'beta-linux.yml'],
  ] as const)('%s on %s is %s, and back', (channel, platform, name) => {
    expect(feedFileName(channel, platform)).toBe(name)
    expect(parseFeedFileName(name)).toEqual({ channel, platform })
  })

  it.each(['alpha.yml', 'latest-win.yml', 'latest.yaml', '../latest.yml'])('%s is none', (name) =>
    expect(parseFeedFileName(name)).toBeUndefined(),
  )
})

describe('staged rollout', () => {
  it.each([
    ['00000000-0000-4000-8000-000000000000', 0],
    ['00000000-0000-4000-8000-0000ffffffff', 1],
    ['00000000-0000-4000-8000-00007fffffff', 0x7fffffff / 0xffffffff],
  ])('stagingPlace(%s) is %d', (uuid, place) => expect(stagingPlace(uuid)).toBe(place))

  it.each([
    [undefined, true],
    [100, true],
    [0, false],
    [60, true],
    [40, false],
  ])('a device at 0.5 with %s%% is in: %s', (percent, expected) => {
    expect(inStagedRollout('12345678-9abc-4def-8123-00007fffffff', percent)).toBe(expected)
  })

  it('refuses a device id that is not a UUID when a percentage applies', () => {
    expect(stagingPlace('computador-1')).toBeUndefined()
    expect(inStagedRollout('computador-1', 50)).toBe(false)
  })

  it('raising the percentage never takes a device out', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.nat(100), fc.nat(100), (uuid, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a]
        if (inStagedRollout(uuid, low)) expect(inStagedRollout(uuid, high)).toBe(true)
      }),
    )
  })

  it.each([
    [0, true],
    [100, true],
    [20, true],
    [-1, false],
    [101, false],
    [12.5, false],
  ])('checkStagingPercentage(%d) ok is %s', (percent, ok) =>
    expect(checkStagingPercentage(percent).ok).toBe(ok),
  )
})

describe('shouldOfferUpdate', () => {
  const deviceId = '12345678-9abc-4def-8123-00007fffffff'
  it.each([
    ['a newer version for everyone', '1.0.0', { version: '1.1.0' }, false, true],
    ['the same version', '1.1.0', { version: '1.1.0' }, false, false],
    [
      'a newer version outside the rollout',
      '1.0.0',
      { version: '1.1.0', stagingPercentage: 20 },
      false,
      false,
    ],
    [
      'a newer version inside the rollout',
      '1.0.0',
      { version: '1.1.0', stagingPercentage: 80 },
      false,
      true,
    ],
    ['an older version', '1.1.0', { version: '1.0.0' }, false, false],
    ['an older version when the current was withdrawn', '1.1.0', { version: '1.0.0' }, true, true],
  ])('%s', (_, currentVersion, feed, currentWithdrawn, expected) => {
    expect(shouldOfferUpdate({ currentVersion, feed, deviceId, currentWithdrawn })).toBe(expected)
  })

  it('never offers a downgrade to a version that was not withdrawn', () => {
    const version = fc.tuple(fc.nat(5), fc.nat(5), fc.nat(5)).map((parts) => parts.join('.'))
    fc.assert(
      fc.property(version, version, fc.uuid(), fc.nat(100), (current, offered, id, percent) => {
        const feed = { version: offered, stagingPercentage: percent }
        const offer = shouldOfferUpdate({
          currentVersion: current,
          feed,
          deviceId: id,
          currentWithdrawn: false,
        })
        if (offer) expect(compareSemver(offered, current)).toBeGreaterThan(0)
      }),
    )
  })

  it('covers every platform', () => expect(PLATFORMS).toEqual(['windows', 'macos', 'linux']))
})

describe('release notes', () => {
  it('reads the three lists of NOTES.md and writes them back as text', () => {
    const parsed = parseReleaseNotes(
      '## Novidades\n- Respostas com áudio\n\n## Correções\n* QR Code no Linux\n',
    )
    expect(parsed).toEqual({
      ok: true,
      notes: { new: ['Respostas com áudio'], improvements: [], fixes: ['QR Code no Linux'] },
    })
    if (parsed.ok) {
      expect(releaseNotesText(parsed.notes)).toBe(
        'Novidades:\n- Respostas com áudio\n\nCorreções:\n- QR Code no Linux',
      )
    }
  })

  it.each([
    ['', 'As notas da versão estão vazias'],
    ['## Outras\n- x', 'Linha 1: use as seções Novidades, Melhorias e Correções'],
    ['- solto', "Linha 1: cada nota é um item ('- ') de uma seção"],
    ['## Melhorias\ntexto corrido', "Linha 2: cada nota é um item ('- ') de uma seção"],
  ])('refuses %j', (markdown, reason) =>
    expect(parseReleaseNotes(markdown)).toEqual({ ok: false, reason }),
  )

  it('keeps every item it is given, in order', () => {
    const item = fc.stringMatching(/^[A-Za-zÀ-ú0-9][A-Za-zÀ-ú0-9 ,.]{0,30}[A-Za-zÀ-ú0-9.]$/)
    fc.assert(
      fc.property(fc.array(item, { minLength: 1, maxLength: 5 }), (items) => {
        const parsed = parseReleaseNotes(`## Melhorias\n${items.map((i) => `- ${i}`).join('\n')}`)
        expect(parsed).toEqual({ ok: true, notes: { new: [], improvements: items, fixes: [] } })
      }),
    )
  })
})

describe('formatFileSize', () => {
  it.each([
    [186_000_000, '186 MB'],
    [185_600_000, '186 MB'],
    [1_000_000, '1 MB'],
    [420_000, '420 kB'],
    [12, '1 kB'],
  ])('%i bytes is %s', (bytes, text) => expect(formatFileSize(bytes)).toBe(text))
})

describe('base64ToHex', () => {
  it.each([
    ['AAEC/w==', '000102ff'],
    ['3q2+7w==', 'deadbeef'],
    ['TWFu', '4d616e'],
    ['', undefined],
    ['não é base64', undefined],
    ['A', undefined],
  ])('%j is %j', (base64, hex) => expect(base64ToHex(base64)).toBe(hex))

  it('reads what Buffer writes, for any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 80 }), (bytes) => {
        const buffer = Buffer.from(bytes)
        expect(base64ToHex(buffer.toString('base64'))).toBe(buffer.toString('hex'))
      }),
    )
  })
})
