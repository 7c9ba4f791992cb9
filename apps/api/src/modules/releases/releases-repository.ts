import { randomUUID } from 'node:crypto'
import {
  checkNewRelease,
  checkStagingPercentage,
  compareSemver,
  formatFileSize,
  type ReleaseChannel,
} from '@atendimento/domain/release-rules'
import { PLATFORMS, type Platform, type Release } from '@atendimento/domain/schemas/release'
import { type Selectable, sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import type { ReleaseNotes, ReleasesTable, StoredPlatform } from '../../db/schema.ts'
import { type AuditKind, audit, auditOperatorAction } from '../../ops/audit.ts'

export type ReleaseRow = Selectable<ReleasesTable>

/** A refusal the CLI and the console show as it is (pt-BR). */
export class ReleaseRefused extends Error {}
/** No release of that version (in that channel). */
export class ReleaseNotFound extends ReleaseRefused {}

// One publisher at a time per database, across processes (the CLI and the console).
const RELEASES_LOCK = 24_000_024

const newestFirst = (a: ReleaseRow, b: ReleaseRow) => compareSemver(b.version, a.version)

/** Every release of a channel (all of them without one), newest version first. */
export async function listReleaseRows(db: Db, channel?: ReleaseChannel): Promise<ReleaseRow[]> {
  let query = db.selectFrom('releases').selectAll()
  if (channel) query = query.where('channel', '=', channel)
  return (await query.execute()).sort(newestFirst)
}

/** What the feed serves: the newest release of the channel not withdrawn, with this platform. */
export async function feedRelease(
  db: Db,
  channel: ReleaseChannel,
  platform: Platform,
): Promise<ReleaseRow | undefined> {
  const rows = await db
    .selectFrom('releases')
    .selectAll()
    .where('channel', '=', channel)
    .where('withdrawn_at', 'is', null)
    .execute()
  return rows.sort(newestFirst).find((row) => row.platforms[platform]?.files.length)
}

// The installer a person downloads: macOS's YAML also lists the zip the updater uses.
const INSTALLER_ENDINGS: Record<Platform, RegExp> = {
  windows: /\.exe$/i,
  macos: /\.dmg$/i,
  linux: /\.appimage$/i,
}

export function installerOf(platform: Platform, stored: StoredPlatform) {
  return stored.files.find((file) => INSTALLER_ENDINGS[platform].test(file.url)) ?? stored.files[0]
}

const saoPauloDate = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(at)

/** A row as the spec's Release entity (the /download page's shape). */
export function toReleaseEntity(row: ReleaseRow, isLatest: boolean): Release {
  const platforms = Object.fromEntries(
    PLATFORMS.map((platform) => {
      const stored = row.platforms[platform] ?? { files: [] }
      const file = installerOf(platform, stored)
      const size = file?.size ? formatFileSize(file.size) : stored.displaySize
      return [
        platform,
        {
          url: file?.url ?? '',
          ...(size ? { size } : {}),
          ...(file?.size ? { bytes: file.size } : {}),
          ...(file?.sha512 ? { sha512: file.sha512 } : {}),
        },
      ]
    }),
  ) as Release['platforms']
  return {
    version: row.version,
    date: saoPauloDate(row.published_at),
    isLatest,
    ...(row.critical ? { critical: true } : {}),
    changelog: row.notes,
    platforms,
  }
}

/** The public list: the `latest` channel, not withdrawn, newest first. */
export async function listPublicReleases(db: Db, limit: number): Promise<Release[]> {
  const rows = (await listReleaseRows(db, 'latest')).filter((row) => !row.withdrawn_at)
  return rows.slice(0, limit).map((row, index) => toReleaseEntity(row, index === 0))
}

/** Who acted: the CLI (`cli`) or an operator (`operator`, with their id and address). */
export interface Actor {
  by: string
  userId: string | null
  ip?: string
}

/**
 * One audit line per action: the CLI's in the trail with `by: cli`; an operator's as an
 * operator action, so the console's Auditoria tab shows it with who did it.
 */
async function auditRelease(
  trx: Db,
  actor: Actor,
  event: {
    kind: AuditKind & `release.${string}`
    at: Date
    row: ReleaseRow
    before: Record<string, unknown> | null
    after: Record<string, unknown>
  },
) {
  if (actor.userId && actor.by === 'operator') {
    await auditOperatorAction(trx, {
      action: event.kind,
      at: event.at,
      operatorId: actor.userId,
      customerId: null,
      ip: actor.ip ?? '',
      target: `${event.row.channel} ${event.row.version}`,
      before: event.before,
      after: event.after,
    })
    return
  }
  const text = (values: Record<string, unknown> | null) =>
    Object.fromEntries(Object.entries(values ?? {}).map(([key, value]) => [key, String(value)]))
  await audit(trx, {
    kind: event.kind,
    at: event.at,
    userId: actor.userId,
    ...(actor.ip ? { ip: actor.ip } : {}),
    detail: {
      by: actor.by,
      version: event.row.version,
      channel: event.row.channel,
      ...(event.before ? { from: String(Object.values(event.before)[0]) } : {}),
      ...text(
        event.kind === 'release.rollout_changed'
          ? { to: event.after.stagingPercentage }
          : event.after,
      ),
    },
  })
}

export interface PublishInput {
  version: string
  channel: ReleaseChannel
  notes: ReleaseNotes
  platforms: Partial<Record<Platform, StoredPlatform>>
  stagingPercentage?: number
  critical?: boolean
  publishedAt: Date
}

async function locked<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${RELEASES_LOCK})`.execute(trx)
    return work(trx)
  })
}

/** Creates a release, or refuses with a pt-BR reason (version, files). Audited. */
export async function publishRelease(
  db: Db,
  input: PublishInput,
  actor: Actor,
): Promise<ReleaseRow> {
  const percent = input.stagingPercentage ?? 100
  const staging = checkStagingPercentage(percent)
  if (!staging.ok) throw new ReleaseRefused(staging.reason)
  return locked(db, async (trx) => {
    const published = await trx
      .selectFrom('releases')
      .select('version')
      .where('channel', '=', input.channel)
      .execute()
    const files = Object.fromEntries(
      Object.entries(input.platforms).map(([platform, stored]) => [platform, stored?.files ?? []]),
    )
    const check = checkNewRelease(
      { version: input.version, channel: input.channel, files },
      published.map((row) => row.version),
    )
    if (!check.ok) throw new ReleaseRefused(check.reason)
    const row = await trx
      .insertInto('releases')
      .values({
        id: randomUUID(),
        channel: input.channel,
        version: input.version,
        published_at: input.publishedAt,
        notes: JSON.stringify(input.notes),
        platforms: JSON.stringify(input.platforms),
        staging_percentage: percent,
        critical: input.critical ?? false,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    await auditRelease(trx, actor, {
      kind: 'release.published',
      at: input.publishedAt,
      row,
      before: null,
      after: { stagingPercentage: percent },
    })
    return row
  })
}

async function oneRelease(trx: Db, version: string, channel: ReleaseChannel | undefined) {
  let query = trx.selectFrom('releases').selectAll().where('version', '=', version)
  if (channel) query = query.where('channel', '=', channel)
  const rows = await query.execute()
  if (rows.length === 0) throw new ReleaseNotFound(`Versão ${version} não encontrada`)
  if (rows.length > 1) {
    throw new ReleaseRefused(`A versão ${version} existe em dois canais: diga qual (--channel)`)
  }
  return rows[0] as ReleaseRow
}

/** Changes a release's staged rollout (0 to 100 %). Audited with before and after. */
export async function setRollout(
  db: Db,
  input: { version: string; channel?: ReleaseChannel; percent: number; at: Date },
  actor: Actor,
): Promise<ReleaseRow> {
  const check = checkStagingPercentage(input.percent)
  if (!check.ok) throw new ReleaseRefused(check.reason)
  return locked(db, async (trx) => {
    const row = await oneRelease(trx, input.version, input.channel)
    if (row.withdrawn_at) throw new ReleaseRefused(`A versão ${row.version} foi retirada`)
    const updated = await trx
      .updateTable('releases')
      .set({ staging_percentage: input.percent })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow()
    await auditRelease(trx, actor, {
      kind: 'release.rollout_changed',
      at: input.at,
      row,
      before: { stagingPercentage: row.staging_percentage },
      after: { stagingPercentage: input.percent },
    })
    return updated
  })
}

/** Withdraws a release: it leaves the page and the feed (the one before it is served). */
export async function withdrawRelease(
  db: Db,
  input: { version: string; channel?: ReleaseChannel; at: Date },
  actor: Actor,
): Promise<ReleaseRow> {
  return locked(db, async (trx) => {
    const row = await oneRelease(trx, input.version, input.channel)
    if (row.withdrawn_at) throw new ReleaseRefused(`A versão ${row.version} já foi retirada`)
    const updated = await trx
      .updateTable('releases')
      .set({ withdrawn_at: input.at })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow()
    await auditRelease(trx, actor, {
      kind: 'release.withdrawn',
      at: input.at,
      row,
      before: null,
      after: {},
    })
    return updated
  })
}
