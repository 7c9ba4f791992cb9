import { useQuery } from '@tanstack/react-query'
import { useSignedIn } from '../auth/use-signed-in.ts'
import { adminStyles as styles } from './admin-styles.ts'
import { adminReleasesQuery } from './release-queries.ts'

const count = new Intl.NumberFormat('pt-BR')

/**
 * The overview's download figures: per published version and platform, as /download counts
 * them (no address kept). The 'Versões' tab lists the same beside each release's actions.
 */
export function DownloadSummary() {
  const { token } = useSignedIn()
  const query = useQuery(adminReleasesQuery(token))
  if (!query.data) return null
  const releases = query.data.filter((release) => release.channel === 'latest')
  return (
    <div className={styles.card}>
      <h2 className={styles.subtitle}>Downloads do aplicativo</h2>
      <ul aria-label="Downloads por versão" className={styles.intro}>
        {releases.map(({ version, downloads }) => (
          <li key={version}>
            Versão {version}: {count.format(downloads.windows + downloads.macos + downloads.linux)}{' '}
            (Windows {count.format(downloads.windows)} · macOS {count.format(downloads.macos)} ·
            Linux {count.format(downloads.linux)})
          </li>
        ))}
      </ul>
    </div>
  )
}
