import { API_MESSAGES, releaseRefusedMessage } from '@atendimento/domain/contract/messages'
import { type AdminRelease, PLATFORMS, type Platform } from '@atendimento/domain/schemas/release'
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ApiContext } from '../../context.ts'
import type { StoredPlatform } from '../../db/schema.ts'
import { clientIp } from '../../http/client-ip.ts'
import { route } from '../../http/contract-route.ts'
import { ok } from '../../http/responses.ts'
import type { AuthEnv } from '../auth/require-user.ts'
import { parseBuilderFile } from './builder-files.ts'
import {
  type Actor,
  listReleaseRows,
  publishRelease,
  ReleaseNotFound,
  ReleaseRefused,
  type ReleaseRow,
  setRollout,
  withdrawRelease,
} from './releases-repository.ts'

const FILE_NAMES: Record<Platform, string> = {
  windows: 'latest.yml',
  macos: 'latest-mac.yml',
  linux: 'latest-linux.yml',
}

type Downloads = Map<string, AdminRelease['downloads']>

/** Downloads per version and platform, summed over the days (no address was ever kept). */
async function downloadCounts(ctx: Pick<ApiContext, 'db'>): Promise<Downloads> {
  const rows = await ctx.db
    .selectFrom('release_downloads')
    .select(['version', 'platform', (eb) => eb.fn.sum<string>('count').as('total')])
    .groupBy(['version', 'platform'])
    .execute()
  const counts: Downloads = new Map()
  for (const row of rows) {
    const entry = counts.get(row.version) ?? { windows: 0, macos: 0, linux: 0 }
    if ((PLATFORMS as readonly string[]).includes(row.platform)) {
      entry[row.platform as Platform] = Number(row.total)
    }
    counts.set(row.version, entry)
  }
  return counts
}

function toAdminRelease(row: ReleaseRow, downloads: Downloads): AdminRelease {
  return {
    version: row.version,
    channel: row.channel,
    publishedAt: row.published_at.toISOString(),
    stagingPercentage: row.staging_percentage,
    critical: row.critical,
    withdrawnAt: row.withdrawn_at?.toISOString() ?? null,
    changelog: row.notes,
    // Only the public channel is on /download.
    downloads: (row.channel === 'latest' && downloads.get(row.version)) || {
      windows: 0,
      macos: 0,
      linux: 0,
    },
  }
}

/** A refusal as the API's 400 (or 404), with the reason the CLI would print. */
async function refusing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof ReleaseNotFound) {
      throw new HTTPException(404, { message: API_MESSAGES.releaseNotFound })
    }
    if (error instanceof ReleaseRefused) {
      throw new HTTPException(400, { message: releaseRefusedMessage(error.message) })
    }
    throw error
  }
}

/** The console's 'Versões': the same actions as the versions CLI, as the operator. */
export function adminReleasesRoutes(ctx: ApiContext) {
  async function operator(c: Context<AuthEnv>): Promise<Actor> {
    const ip = clientIp(c, ctx.settings.trustProxy)
    const user = c.get('user')
    await ctx.limiter.hit('operatorAction', { ip, account: user.id })
    return { by: 'operator', userId: user.id, ip }
  }
  const answer = async (row: ReleaseRow) => toAdminRelease(row, await downloadCounts(ctx))

  return [
    route('adminListReleases', async (c) => {
      const [rows, downloads] = await Promise.all([listReleaseRows(ctx.db), downloadCounts(ctx)])
      return ok(
        c,
        rows.map((row) => toAdminRelease(row, downloads)),
      )
    }),
    route('adminPublishRelease', async (c, { body }) => {
      const actor = await operator(c)
      const row = await refusing(async () => {
        const platforms: Partial<Record<Platform, StoredPlatform>> = {}
        const versions = new Set<string>()
        for (const platform of PLATFORMS) {
          const read = parseBuilderFile(FILE_NAMES[platform], body.files[platform], body.urlBase)
          platforms[platform] = read.stored
          versions.add(read.version)
        }
        const [version, ...others] = [...versions]
        if (others.length > 0) {
          throw new ReleaseRefused(
            `os três arquivos devem ser da mesma versão (${[...versions].join(', ')})`,
          )
        }
        return publishRelease(
          ctx.db,
          {
            version: version ?? '',
            channel: body.channel,
            notes: body.notes,
            platforms,
            stagingPercentage: body.stagingPercentage,
            critical: body.critical,
            publishedAt: ctx.clock.now(),
          },
          actor,
        )
      })
      return ok(c, await answer(row), API_MESSAGES.releasePublished)
    }),
    route('adminSetReleaseRollout', async (c, { params, body }) => {
      const actor = await operator(c)
      const row = await refusing(() =>
        setRollout(
          ctx.db,
          {
            version: params.version,
            channel: body.channel,
            percent: body.percent,
            at: ctx.clock.now(),
          },
          actor,
        ),
      )
      return ok(c, await answer(row), API_MESSAGES.releaseRolloutChanged)
    }),
    route('adminWithdrawRelease', async (c, { params, body }) => {
      const actor = await operator(c)
      const row = await refusing(() =>
        withdrawRelease(
          ctx.db,
          { version: params.version, channel: body.channel, at: ctx.clock.now() },
          actor,
        ),
      )
      return ok(c, await answer(row), API_MESSAGES.releaseWithdrawn)
    }),
  ]
}
