import { describe, expect, it } from 'vitest'
import { DEFAULT_RATE_LIMITS } from '../../settings.ts'
import { createTestApp, signUp } from '../../testing/test-app.ts'
import { useTestDatabase } from '../../testing/test-database.ts'
import { setRole } from '../admin/roles.ts'
import { publishBody } from './admin-release-input.ts'

const db = useTestDatabase()

async function operatorOf(t: ReturnType<typeof createTestApp>) {
  const made = await signUp(t)
  await setRole(db(), { email: made.email, role: 'operator', by: 'teste', at: t.clock.now() })
  return made
}

describe('the console’s Versões', () => {
  it('publishes from the pasted YAML files, rolls out, withdraws, each in the audit trail', async () => {
    const t = createTestApp(db())
    const { token, user } = await operatorOf(t)
    const published = await t.request('POST', '/admin/releases', {
      token,
      body: publishBody('1.1.0'),
    })
    expect(published.status).toBe(200)
    expect(published.body).toMatchObject({
      message: 'Versão publicada',
      data: { version: '1.1.0', channel: 'latest', stagingPercentage: 20, withdrawnAt: null },
    })
    const rollout = await t.request('POST', '/admin/releases/1.1.0/rollout', {
      token,
      body: { channel: 'latest', percent: 60 },
    })
    expect(rollout.body.data.stagingPercentage).toBe(60)
    const withdrawn = await t.request('POST', '/admin/releases/1.1.0/withdraw', {
      token,
      body: { channel: 'latest' },
    })
    expect(withdrawn.body.message).toBe('Versão retirada: o canal volta a oferecer a anterior')

    const list = await t.request('GET', '/admin/releases', { token })
    expect(list.body.data.map((row: { version: string }) => row.version)).toEqual([
      '1.1.0',
      '1.0.0',
    ])

    const audit = await t.request('GET', '/admin/audit', { token })
    const lines = audit.body.data.items.map((item: Record<string, unknown>) => [
      item.action,
      (item.operator as { _id: string })._id,
      item.target,
      item.before,
      item.after,
    ])
    expect(lines).toEqual([
      ['release.withdrawn', user._id, 'latest 1.1.0', null, {}],
      [
        'release.rollout_changed',
        user._id,
        'latest 1.1.0',
        { stagingPercentage: 20 },
        { stagingPercentage: 60 },
      ],
      ['release.published', user._id, 'latest 1.1.0', null, { stagingPercentage: 20 }],
    ])
  })

  it('refuses with the reason the CLI gives', async () => {
    const t = createTestApp(db())
    const { token } = await operatorOf(t)
    const same = await t.request('POST', '/admin/releases', { token, body: publishBody('1.0.0') })
    expect(same).toMatchObject({
      status: 400,
      body: {
        message: 'Versão recusada: A versão 1.0.0 não é maior que a atual do canal latest (1.0.0)',
      },
    })
    const body = publishBody('1.1.0')
    const broken = {
      ...body,
      files: {
        ...body.files,
        linux: 'version: 1.1.0\nfiles:\n  - url: https://x.example/a.AppImage\n    size: 1\n',
      },
    }
    expect((await t.request('POST', '/admin/releases', { token, body: broken })).body.message).toBe(
      'Versão recusada: O arquivo de Linux está sem o sha512 (base64)',
    )
    const missing = await t.request('POST', '/admin/releases/9.9.9/withdraw', {
      token,
      body: { channel: 'latest' },
    })
    expect(missing).toMatchObject({
      status: 404,
      body: { message: 'Versão não encontrada neste canal' },
    })
  })

  it('counts downloads per platform without keeping who downloaded', async () => {
    const t = createTestApp(db())
    const { token } = await operatorOf(t)
    for (const platform of ['windows', 'windows', 'linux']) {
      const res = await t.request('POST', '/releases/1.0.0/downloads', { body: { platform } })
      expect(res.status).toBe(200)
    }
    const [release] = (await t.request('GET', '/admin/releases', { token })).body.data
    expect(release.downloads).toEqual({ windows: 2, macos: 0, linux: 1 })
    const rows = await db().selectFrom('release_downloads').selectAll().execute()
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['count', 'day', 'platform', 'version'])
    const gone = await t.request('POST', '/releases/9.9.9/downloads', {
      body: { platform: 'linux' },
    })
    expect(gone).toMatchObject({
      status: 404,
      body: { message: 'Versão não encontrada neste canal' },
    })
  })

  it('holds one address to its download bucket: past it a 429, and the count stays', async () => {
    const t = createTestApp(db(), {
      settings: { rateLimits: { ...DEFAULT_RATE_LIMITS, download: { perIp: 3 } } },
    })
    const { token } = await operatorOf(t)
    const count = (ip: string) =>
      t.request('POST', '/releases/1.0.0/downloads', { body: { platform: 'windows' }, ip })
    for (let i = 0; i < 3; i++) expect((await count('203.0.113.7')).status).toBe(200)
    const refused = await count('203.0.113.7')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBeTruthy()
    // Another address still counts.
    expect((await count('203.0.113.8')).status).toBe(200)
    const [release] = (await t.request('GET', '/admin/releases', { token })).body.data
    expect(release.downloads.windows).toBe(4)
  })

  it('is for operators only', async () => {
    const t = createTestApp(db())
    const { token } = await signUp(t)
    expect((await t.request('GET', '/admin/releases', { token })).status).toBe(403)
  })
})
