import { RELEASES } from '@atendimento/domain/catalogue/releases'
import type { Db } from '../../db/database.ts'

/**
 * The release the site showed before releases lived in the database (a constant in
 * packages/domain), so a fresh start shows what it showed; only when the table is empty. Its
 * files were never published with checksums: they stay unknown.
 */
export async function seedReleasesOnFirstStart(db: Db): Promise<boolean> {
  const { count } = await db
    .selectFrom('releases')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow()
  if (Number(count) > 0) return false
  for (const release of RELEASES) {
    const platforms = Object.fromEntries(
      Object.entries(release.platforms).map(([platform, download]) => [
        platform,
        {
          files: [{ url: download.url }],
          path: download.url.split('/').pop(),
          ...(download.size ? { displaySize: download.size } : {}),
        },
      ]),
    )
    await db
      .insertInto('releases')
      .values({
        id: `seed-${release.version}`,
        channel: 'latest',
        version: release.version,
        // Noon in São Paulo: the date the spec gives, whatever the server's time zone.
        published_at: `${release.date}T12:00:00-03:00`,
        notes: JSON.stringify(release.changelog),
        platforms: JSON.stringify(platforms),
      })
      .onConflict((oc) => oc.doNothing())
      .execute()
  }
  return true
}
