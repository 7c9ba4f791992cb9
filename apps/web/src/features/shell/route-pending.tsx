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
 * A page that is still loading: its code or its data. The frame around it (header, footer) is
 * already usable. Also what the app shell's HTML shows for pages that are not prerendered.
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
