import { RELEASES } from '@atendimento/domain/catalogue/releases'
import { releaseListSchema } from '@atendimento/domain/schemas/release'
import type { UpdateInfo } from 'builder-util-runtime'
import { load } from 'js-yaml'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { createApp } from '../../app.ts'
import { connectComputer } from '../../testing/app-device.ts'
import { cardPayment, createTestApp, signUp } from '../../testing/test-app.ts'
import { useTestDatabase } from '../../testing/test-database.ts'
import { setRole } from '../admin/roles.ts'
import { fakeSha512, release } from './release-fixtures.ts'
import {
  publishRelease,
  ReleaseRefused,
  setRollout,
  withdrawRelease,
} from './releases-repository.ts'

const db = useTestDatabase()
const app = () => createApp({ db: db() })
const cli = { by: 'cli', userId: null }
const at = new Date('2026-11-21T12:00:00Z')

const envelope = v.object({ message: v.string(), data: releaseListSchema })

async function releases(query = '') {
  const res = await app().request(`/api/releases${query}`)
  expect(res.status).toBe(200)
  return v.parse(envelope, await res.json()).data
}

async function feed(file: string, headers: Record<string, string> = {}) {
  const res = await app().request(`/api/updates/${file}`, { headers })
  return { res, info: res.status === 200 ? (load(await res.text()) as UpdateInfo) : undefined }
}

describe('GET /api/releases', () => {
  it('starts with the release the site showed before (1.0.0 of 2024-12-15)', async () => {
    expect(await releases()).toEqual(RELEASES)
  })

  it('puts a published version first, with each installer’s size and SHA-512', async () => {
    await publishRelease(db(), release('1.1.0'), cli)
    const [latest, previous] = await releases()
    expect(latest).toMatchObject({ version: '1.1.0', date: '2026-11-20', isLatest: true })
    expect(latest?.platforms.windows).toEqual({
      url: 'https://downloads.atendimento-inteligente.example/1.1.0/AtendimentoInteligente-Setup-1.1.0.exe',
      size: '186 MB',
      bytes: 186_123_456,
      sha512: fakeSha512('AtendimentoInteligente-Setup-1.1.0.exe'),
    })
    // macOS's YAML lists the updater's zip first; the page offers the dmg.
    expect(latest?.platforms.macos.url).toMatch(/\.dmg$/)
    expect(previous).toMatchObject({ version: '1.0.0', isLatest: false })
    expect(await releases('?limit=1')).toHaveLength(1)
  })

  it('answers 304 to the same ETag, and a new list after a withdrawal', async () => {
    await publishRelease(db(), release('1.1.0'), cli)
    const first = await app().request('/api/releases')
    const etag = first.headers.get('etag') ?? ''
    expect(first.headers.get('cache-control')).toBe('public, no-cache')
    const again = await app().request('/api/releases', { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
    await withdrawRelease(db(), { version: '1.1.0', at }, cli)
    const after = await app().request('/api/releases', { headers: { 'if-none-match': etag } })
    expect(after.status).toBe(200)
    expect((await releases()).map((item) => item.version)).toEqual(['1.0.0'])
  })

  it.each(['?limit=0', '?limit=51', '?limit=abc'])('refuses %s with the pt-BR 400', async (q) => {
    const res = await app().request(`/api/releases${q}`)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message: 'Limite inválido: de 1 a 50' })
  })
})

describe('publishing', () => {
  it.each([
    [
      'the same version',
      '1.0.0',
      {},
      'A versão 1.0.0 não é maior que a atual do canal latest (1.0.0)',
    ],
    [
      'an older version',
      '0.9.0',
      {},
      'A versão 0.9.0 não é maior que a atual do canal latest (1.0.0)',
    ],
    [
      'a file without sha512',
      '1.1.0',
      { linux: { files: [{ url: 'https://x.example/a.AppImage', size: 10 }] } },
      'O arquivo de Linux está sem o sha512 (base64)',
    ],
  ])('refuses %s with a pt-BR reason', async (_, version, platforms, reason) => {
    const input = release(version)
    const refused = publishRelease(
      db(),
      { ...input, platforms: { ...input.platforms, ...platforms } },
      cli,
    )
    await expect(refused).rejects.toThrow(new ReleaseRefused(reason))
  })

  it('audits each action, with who did it', async () => {
    await publishRelease(db(), release('1.1.0', { stagingPercentage: 20 }), cli)
    await setRollout(db(), { version: '1.1.0', percent: 50, at }, cli)
    await withdrawRelease(db(), { version: '1.1.0', at }, cli)
    const lines = await db()
      .selectFrom('audit_events')
      .select(['kind', 'detail'])
      .where('kind', 'like', 'release.%')
      .orderBy('id')
      .execute()
    expect(lines.map((line) => [line.kind, line.detail])).toEqual([
      [
        'release.published',
        { by: 'cli', version: '1.1.0', channel: 'latest', stagingPercentage: '20' },
      ],
      [
        'release.rollout_changed',
        { by: 'cli', version: '1.1.0', channel: 'latest', from: '20', to: '50' },
      ],
      ['release.withdrawn', { by: 'cli', version: '1.1.0', channel: 'latest' }],
    ])
  })

  it('refuses a withdrawn version’s number again, and a rollout outside 0-100', async () => {
    await publishRelease(db(), release('1.1.0'), cli)
    await withdrawRelease(db(), { version: '1.1.0', at }, cli)
    await expect(publishRelease(db(), release('1.1.0'), cli)).rejects.toThrow(
      'A versão 1.1.0 não é maior que a atual do canal latest (1.1.0)',
    )
    await expect(setRollout(db(), { version: '1.0.0', percent: 120, at }, cli)).rejects.toThrow(
      'O percentual deve ser um número inteiro de 0 a 100',
    )
    await expect(withdrawRelease(db(), { version: '9.9.9', at }, cli)).rejects.toThrow(
      'Versão 9.9.9 não encontrada',
    )
  })
})

describe('GET /api/updates/:file (electron-updater generic provider)', () => {
  it('answers latest.yml with the newest release, exactly in UpdateInfo’s shape', async () => {
    await publishRelease(db(), release('1.1.0'), cli)
    const { res, info } = await feed('latest.yml')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/yaml; charset=utf-8')
    const exe = 'AtendimentoInteligente-Setup-1.1.0.exe'
    const expected: UpdateInfo = {
      version: '1.1.0',
      files: [
        {
          url: `https://downloads.atendimento-inteligente.example/1.1.0/${exe}`,
          sha512: fakeSha512(exe),
          size: 186_123_456,
        },
      ],
      path: exe,
      sha512: fakeSha512(exe),
      releaseDate: '2026-11-20T15:00:00.000Z',
      releaseNotes: 'Novidades:\n- Respostas com áudio\n\nMelhorias:\n- Conexão mais estável',
    }
    expect(info).toEqual(expected)
    // A string, as electron-builder writes it (unquoted, YAML would read a Date).
    expect(typeof info?.releaseDate).toBe('string')
  })

  it('keeps every file of latest-mac.yml (the zip the updater needs, and the dmg)', async () => {
    await publishRelease(db(), release('1.1.0'), cli)
    const { info } = await feed('latest-mac.yml')
    expect(info?.files.map((file) => file.url.split('/').pop())).toEqual([
      'AtendimentoInteligente-1.1.0-mac.zip',
      'AtendimentoInteligente-1.1.0.dmg',
    ])
    expect(info?.path).toBe('AtendimentoInteligente-1.1.0-mac.zip')
    expect((await feed('latest-linux.yml')).info?.version).toBe('1.1.0')
  })

  it('says stagingPercentage while a rollout is staged, and nothing at 100 %', async () => {
    await publishRelease(db(), release('1.1.0', { stagingPercentage: 20 }), cli)
    expect((await feed('latest.yml')).info?.stagingPercentage).toBe(20)
    await setRollout(db(), { version: '1.1.0', percent: 100, at }, cli)
    expect((await feed('latest.yml')).info).not.toHaveProperty('stagingPercentage')
  })

  it('serves the release before a withdrawn one again', async () => {
    await publishRelease(db(), release('1.1.0'), cli)
    await withdrawRelease(db(), { version: '1.1.0', at }, cli)
    const { info } = await feed('latest.yml')
    expect(info?.version).toBe('1.0.0')
    expect(info?.files[0]?.url).toBe(RELEASES[0]?.platforms.windows.url)
  })

  it('answers 304 to the ETag it gave, and is public', async () => {
    const { res } = await feed('latest.yml')
    expect(res.headers.get('cache-control')).toBe('public, no-cache')
    const again = await feed('latest.yml', { 'if-none-match': res.headers.get('etag') ?? '' })
    expect(again.res.status).toBe(304)
  })

  it('refuses an unknown file name with the pt-BR 400', async () => {
    const { res } = await feed('alpha.yml')
    expect(res.status).toBe(400)
  })

  it('serves beta only to a computer of an operator’s account', async () => {
    const t = createTestApp(db())
    await publishRelease(db(), release('1.2.0-beta.1', { channel: 'beta' }), cli)
    const customer = await signUp(t)
    await t.request('POST', '/subscription/plano-profissional', {
      token: customer.token,
      body: cardPayment(),
    })
    const { accessToken } = await connectComputer(t, customer.token)
    const asBearer = (token: string) => ({ authorization: `Bearer ${token}` })
    const beta = (headers: Record<string, string>) =>
      t.app.request('/api/updates/beta.yml', { headers })

    const anonymous = await beta({})
    expect(anonymous.status).toBe(404)
    expect(await anonymous.json()).toEqual({
      message: 'Nenhuma versão publicada neste canal para este sistema.',
    })
    expect((await beta(asBearer(accessToken))).status).toBe(404)
    expect((await beta(asBearer('token-inventado'))).status).toBe(404)

    await setRole(db(), { email: customer.email, role: 'operator', by: 'teste', at })
    const allowed = await beta(asBearer(accessToken))
    expect(allowed.status).toBe(200)
    expect(allowed.headers.get('cache-control')).toBe('private, no-cache')
    expect((load(await allowed.text()) as UpdateInfo).version).toBe('1.2.0-beta.1')
  })
})
