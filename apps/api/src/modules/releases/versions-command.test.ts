import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { dump } from 'js-yaml'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { lockDataDir } from '../../ops/data-dir-lock.ts'
import { useTestDatabase } from '../../testing/test-database.ts'
import { builtPlatforms } from './release-fixtures.ts'
import { listReleaseRows } from './releases-repository.ts'
import { runVersions, VERSIONS_USAGE } from './versions-command.ts'

const db = useTestDatabase()
let dir = ''
let printed: string[] = []
let tables: Record<string, unknown>[][] = []

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'versions-'))
  printed = []
  tables = []
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const io = (urlBase?: string) => ({
  cwd: dir,
  now: () => new Date('2026-11-25T13:00:00Z'),
  print: (line: string) => printed.push(line),
  table: (rows: Record<string, unknown>[]) => tables.push(rows),
  urlBase,
})

const NOTES = '## Novidades\n- Respostas com áudio\n\n## Correções\n- QR Code no Linux\n'

/** The three files electron-builder writes for `version`, file names relative as it writes them. */
function writeBuilderFiles(
  version: string,
  change: (info: Record<string, unknown>) => void = () => {},
) {
  const platforms = builtPlatforms(version)
  const names = { windows: 'latest.yml', macos: 'latest-mac.yml', linux: 'latest-linux.yml' }
  for (const [platform, name] of Object.entries(names)) {
    const stored = platforms[platform as keyof typeof names]
    const info: Record<string, unknown> = {
      version,
      files: stored.files.map((file) => ({ ...file, url: file.url.split('/').pop() })),
      path: stored.path,
      sha512: stored.sha512,
      releaseDate: '2026-11-25T12:00:00.000Z',
    }
    change(info)
    writeFileSync(join(dir, name), dump(info))
  }
  writeFileSync(join(dir, 'NOTES.md'), NOTES)
  return ['latest.yml', 'latest-mac.yml', 'latest-linux.yml']
}

const publishArgs = (files: string[], extra: string[] = []) => [
  'publish',
  '--channel',
  'latest',
  '--notes',
  'NOTES.md',
  ...extra,
  ...files,
]

describe('npm run versions', () => {
  it('publishes from the three electron-builder files, urls made absolute', async () => {
    const files = writeBuilderFiles('1.1.0')
    const base = 'https://downloads.atendimento-inteligente.example/1.1.0/'
    await runVersions(db(), publishArgs(files, ['--staging', '20']), io(base))
    expect(printed).toEqual(['publicada: 1.1.0 no canal latest (20% dos computadores)'])
    const [row] = await listReleaseRows(db(), 'latest')
    expect(row).toMatchObject({
      version: '1.1.0',
      staging_percentage: 20,
      notes: { new: ['Respostas com áudio'], improvements: [], fixes: ['QR Code no Linux'] },
    })
    expect(row?.platforms.macos?.files.map((file) => file.url)).toEqual([
      `${base}AtendimentoInteligente-1.1.0-mac.zip`,
      `${base}AtendimentoInteligente-1.1.0.dmg`,
    ])
    expect(row?.platforms.windows).toEqual(builtPlatforms('1.1.0').windows)
  })

  it('lists, rolls out and withdraws', async () => {
    const files = writeBuilderFiles('1.1.0')
    await runVersions(db(), publishArgs(files, ['--url-base', 'https://x.example/']), io())
    await runVersions(db(), ['rollout', '1.1.0', '50'], io())
    await runVersions(db(), ['withdraw', '1.1.0'], io())
    await runVersions(db(), ['list'], io())
    expect(printed.slice(1)).toEqual([
      '1.1.0: oferecida a 50% dos computadores',
      'retirada: 1.1.0 (o canal latest volta a oferecer a anterior)',
    ])
    expect(tables[0]?.map((row) => [row.versão, row.estado])).toEqual([
      ['1.1.0', 'retirada em 2026-11-25T13:00:00.000Z'],
      ['1.0.0', 'publicada'],
    ])
  })

  it.each<[string, (info: Record<string, unknown>) => void, string]>([
    [
      'a file without sha512',
      (info) => {
        info.files = (info.files as object[]).map((file) => ({ ...file, sha512: undefined }))
      },
      'O arquivo de Windows está sem o sha512 (base64)',
    ],
    [
      'a file without size',
      (info) => {
        info.files = (info.files as object[]).map((file) => ({ ...file, size: undefined }))
      },
      'O arquivo de Windows está sem o tamanho em bytes',
    ],
    [
      'the current version again',
      (info) => {
        info.version = '1.0.0'
      },
      'A versão 1.0.0 não é maior que a atual do canal latest (1.0.0)',
    ],
  ])('refuses %s with a pt-BR reason, publishing nothing', async (_, change, reason) => {
    const files = writeBuilderFiles('1.1.0', change)
    await expect(
      runVersions(db(), publishArgs(files, ['--url-base', 'https://x.example/']), io()),
    ).rejects.toThrow(reason)
    expect((await listReleaseRows(db())).map((row) => row.version)).toEqual(['1.0.0'])
  })

  it('refuses relative file names without a base, files of two versions, and bad notes', async () => {
    const files = writeBuilderFiles('1.1.0')
    await expect(runVersions(db(), publishArgs(files), io())).rejects.toThrow(
      'latest.yml: o arquivo AtendimentoInteligente-Setup-1.1.0.exe não tem endereço completo; diga onde ele está com --url-base',
    )
    writeFileSync(join(dir, 'latest-linux.yml'), dump({ version: '1.2.0', files: [] }))
    await expect(runVersions(db(), publishArgs(files), io('https://x.example'))).rejects.toThrow(
      'latest-linux.yml é da versão 1.2.0, os outros arquivos da 1.1.0',
    )
    writeFileSync(join(dir, 'NOTES.md'), 'só um texto')
    await expect(runVersions(db(), publishArgs(files), io('https://x.example'))).rejects.toThrow(
      "NOTES.md: Linha 1: cada nota é um item ('- ') de uma seção",
    )
    await expect(runVersions(db(), ['rollout', '1.0.0'], io())).rejects.toThrow(VERSIONS_USAGE)
  })
})

describe('the versions CLI', () => {
  it('refuses a data folder a running server holds, saying why', async () => {
    const lock = lockDataDir(dir)
    try {
      const run = promisify(execFile)('npx', ['tsx', 'src/cli/versions.ts', 'list'], {
        cwd: resolve(import.meta.dirname, '../../..'),
        env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
      })
      await expect(run).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/\S/) })
    } finally {
      lock.release()
    }
  }, 60_000)
})
