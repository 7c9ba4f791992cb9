import { Spinner } from '@atendimento/ui/spinner'
import { css } from '@atendimento/ui/styled-system/css'

const styles = {
  main: css({
    flex: '1',
    display: 'grid',
    placeContent: 'center',
    justifyItems: 'center',
    gap: '3',
    minH: '[50dvh]',
    px: '6',
    py: '16',
    color: 'fg.muted',
    textAlign: 'center',
  }),
  spinner: css({ fontSize: '2xl', color: 'accent.text' }),
}

/**
 * A page that is still loading: its code or its data, inside the site's frame (header, footer),
 * which works already. The app shell's HTML shows it for every page that is not prerendered,
 * until the app has loaded that page; navigations inside the app keep the old page up under
 * the top progress bar instead (navigation-progress.tsx).
 */
export function RoutePending() {
  return (
    <main className={styles.main} aria-busy="true">
      <span className={styles.spinner}>
        <Spinner />
      </span>
      <p role="status">Carregando a página…</p>
    </main>
  )
}
