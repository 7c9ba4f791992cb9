import { readFile } from 'node:fs/promises'
import { basename, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import {
  parseReleaseNotes,
  RELEASE_CHANNELS,
  type ReleaseChannel,
} from '@atendimento/domain/release-rules'
import type { Platform } from '@atendimento/domain/schemas/release'
import type { Db } from '../../db/database.ts'
import type { StoredPlatform } from '../../db/schema.ts'
import { parseBuilderFile } from './builder-files.ts'
import {
  type Actor,
  listReleaseRows,
  publishRelease,
  ReleaseRefused,
  setRollout,
  withdrawRelease,
} from './releases-repository.ts'

export const VERSIONS_USAGE = `Uso: npm run versions -- list
  npm run versions -- publish --channel latest|beta --notes NOTAS.md [--url-base URL] [--staging 0-100] [--critical] latest.yml latest-mac.yml latest-linux.yml
  npm run versions -- rollout VERSÃO PERCENTUAL [--channel latest|beta]
  npm run versions -- withdraw VERSÃO [--channel latest|beta]`

export interface VersionsIo {
  /** Where relative file names are read from (npm's INIT_CWD: where the person typed). */
  cwd: string
  now: () => Date
  print: (line: string) => void
  table: (rows: Record<string, unknown>[]) => void
  /** RELEASES_URL_BASE: where the installers are, when the YAML names them relatively. */
  urlBase?: string | undefined
}

const CLI: Actor = { by: 'cli', userId: null }

function channelOf(value: string | undefined): ReleaseChannel | undefined {
  if (value === undefined) return undefined
  if ((RELEASE_CHANNELS as readonly string[]).includes(value)) return value as ReleaseChannel
  throw new ReleaseRefused(`Canal inválido: ${value} (use latest ou beta)`)
}

/** One electron-builder YAML file, read from disk. */
async function readBuilderFile(path: string, urlBase: string | undefined) {
  const name = basename(path)
  return { ...parseBuilderFile(name, await readFile(path, 'utf8'), urlBase), name }
}

async function publish(db: Db, args: string[], io: VersionsIo) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      channel: { type: 'string' },
      notes: { type: 'string' },
      'url-base': { type: 'string' },
      staging: { type: 'string' },
      critical: { type: 'boolean' },
    },
  })
  const channel = channelOf(values.channel)
  if (!channel || !values.notes || positionals.length === 0) throw new Error(VERSIONS_USAGE)
  const notes = parseReleaseNotes(await readFile(resolve(io.cwd, values.notes), 'utf8'))
  if (!notes.ok) throw new ReleaseRefused(`${values.notes}: ${notes.reason}`)
  const urlBase = values['url-base'] ?? io.urlBase
  const platforms: Partial<Record<Platform, StoredPlatform>> = {}
  let version: string | undefined
  for (const file of positionals) {
    const read = await readBuilderFile(resolve(io.cwd, file), urlBase)
    if (version !== undefined && read.version !== version) {
      throw new ReleaseRefused(
        `${read.name} é da versão ${read.version}, os outros arquivos da ${version}`,
      )
    }
    if (platforms[read.platform]) throw new ReleaseRefused(`${read.name}: sistema repetido`)
    version = read.version
    platforms[read.platform] = read.stored
  }
  const staging = values.staging === undefined ? undefined : Number(values.staging)
  const row = await publishRelease(
    db,
    {
      version: version ?? '',
      channel,
      notes: notes.notes,
      platforms,
      ...(staging === undefined ? {} : { stagingPercentage: staging }),
      ...(values.critical ? { critical: true } : {}),
      publishedAt: io.now(),
    },
    CLI,
  )
  io.print(
    `publicada: ${row.version} no canal ${row.channel} (${row.staging_percentage}% dos computadores)`,
  )
}

async function list(db: Db, io: VersionsIo) {
  const rows = await listReleaseRows(db)
  io.table(
    rows.map((row) => ({
      versão: row.version,
      canal: row.channel,
      publicada: row.published_at.toISOString(),
      'em %': row.staging_percentage,
      crítica: row.critical ? 'sim' : '',
      estado: row.withdrawn_at ? `retirada em ${row.withdrawn_at.toISOString()}` : 'publicada',
    })),
  )
}

/** `npm run versions -- ...`: what the command says goes through `io`; a refusal throws. */
export async function runVersions(db: Db, argv: string[], io: VersionsIo): Promise<void> {
  const [command, ...rest] = argv
  if (command === 'list') return list(db, io)
  if (command === 'publish') return publish(db, rest, io)
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { channel: { type: 'string' } },
  })
  const channel = channelOf(values.channel)
  const [version, percent] = positionals
  if (command === 'rollout' && version && percent !== undefined) {
    const row = await setRollout(
      db,
      { version, percent: Number(percent), at: io.now(), ...(channel ? { channel } : {}) },
      CLI,
    )
    io.print(`${row.version}: oferecida a ${row.staging_percentage}% dos computadores`)
  } else if (command === 'withdraw' && version) {
    const row = await withdrawRelease(
      db,
      { version, at: io.now(), ...(channel ? { channel } : {}) },
      CLI,
    )
    io.print(`retirada: ${row.version} (o canal ${row.channel} volta a oferecer a anterior)`)
  } else {
    throw new Error(VERSIONS_USAGE)
  }
}
