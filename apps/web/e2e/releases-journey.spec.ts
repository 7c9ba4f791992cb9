import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, request as requests, test } from '@playwright/test'
import { startOwnServer } from './admin-server.ts'
import { axeViolations } from './axe.ts'

// Issue 24's journey, on a server of its own (the CLI refuses a folder a running server holds,
// so the server stops for each CLI step): the operator publishes 1.1.0 from electron-builder's
// three YAML files, /download shows it with its checksums and 1.0.0 under 'Versões anteriores'
// without a rebuild, and the update feed answers 1.1.0; withdrawn, the feed answers 1.0.0.

test.describe.configure({ mode: 'serial' })

let server: Awaited<ReturnType<typeof startOwnServer>>
let folder = ''

test.beforeAll(async () => {
  test.setTimeout(180_000)
  server = await startOwnServer()
  folder = await mkdtemp(join(tmpdir(), 'atendimento-build-'))
})

test.afterAll(async () => {
  await server?.remove()
  await rm(folder, { recursive: true, force: true })
})

// A made-up SHA-512 (64 bytes), as electron-builder writes it: base64.
const sha512Of = (byte: number) => Buffer.alloc(64, byte).toString('base64')
const hexOf = (byte: number) => Buffer.alloc(64, byte).toString('hex')

/** What electron-builder writes next to the installers of 1.1.0. */
async function writeBuild() {
  const yaml = (file: string, size: number, byte: number) =>
    [
      'version: 1.1.0',
      'files:',
      `  - url: ${file}`,
      `    sha512: ${sha512Of(byte)}`,
      `    size: ${size}`,
      `path: ${file}`,
      `sha512: ${sha512Of(byte)}`,
      "releaseDate: '2026-11-25T12:00:00.000Z'",
      '',
    ].join('\n')
  await writeFile(
    join(folder, 'latest.yml'),
    yaml('AtendimentoInteligente-Setup-1.1.0.exe', 186_400_000, 1),
  )
  await writeFile(
    join(folder, 'latest-mac.yml'),
    yaml('AtendimentoInteligente-1.1.0.dmg', 195_000_000, 2),
  )
  await writeFile(
    join(folder, 'latest-linux.yml'),
    yaml('AtendimentoInteligente-1.1.0.AppImage', 170_000_000, 3),
  )
  await writeFile(
    join(folder, 'NOTES.md'),
    '## Novidades\n- Respostas com áudio\n\n## Correções\n- O QR Code aparece de novo depois de desconectar\n',
  )
}

test('the CLI publishes 1.1.0: /download and the update feed show it without a rebuild', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await writeBuild()
  await server.stop()
  const published = await server.versions(
    'publish',
    '--channel',
    'latest',
    '--notes',
    join(folder, 'NOTES.md'),
    '--url-base',
    'https://downloads.atendimento-inteligente.example/1.1.0/',
    join(folder, 'latest.yml'),
    join(folder, 'latest-mac.yml'),
    join(folder, 'latest-linux.yml'),
  )
  expect(published).toContain('publicada: 1.1.0 no canal latest')
  await server.start()

  await page.goto(`${server.origin}/download`)
  await expect(page.getByText(/Versão 1\.1\.0 · 186 MB · publicada em/)).toBeVisible()
  await page.getByText('Verificar o arquivo (SHA-512)').first().click()
  await expect(page.getByText(hexOf(1))).toBeVisible()
  await expect(page.getByRole('link', { name: 'Baixar para Windows' })).toHaveAttribute(
    'href',
    'https://downloads.atendimento-inteligente.example/1.1.0/AtendimentoInteligente-Setup-1.1.0.exe',
  )
  await page.getByRole('button', { name: 'Versões anteriores (1)' }).click()
  await expect(page.getByRole('heading', { name: /Versão 1\.0\.0/ })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  const api = await requests.newContext({ baseURL: server.origin })
  const feed = await api.get('/api/updates/latest.yml')
  expect(feed.status()).toBe(200)
  const yaml = await feed.text()
  expect(yaml).toMatch(/^version: 1\.1\.0$/m)
  expect(yaml).toContain(`sha512: ${sha512Of(1)}`)
  expect(yaml).toMatch(/^ {4}size: 186400000$/m)
  await api.dispose()
})

test('withdrawn, 1.1.0 leaves the page and the feed answers 1.0.0 again', async ({ page }) => {
  test.setTimeout(180_000)
  await server.stop()
  expect(await server.versions('withdraw', '1.1.0')).toContain('retirada: 1.1.0')
  await server.start()
  const api = await requests.newContext({ baseURL: server.origin })
  expect(await (await api.get('/api/updates/latest.yml')).text()).toMatch(/^version: 1\.0\.0$/m)
  await api.dispose()
  await page.goto(`${server.origin}/download`)
  await expect(page.getByText(/Versão 1\.0\.0 · 186 MB · publicada em 15\/12\/2024/)).toBeVisible()
  await expect(page.getByText(/Versão 1\.1\.0/)).toHaveCount(0)
})
