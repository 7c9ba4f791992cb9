import { css } from '@atendimento/ui/styled-system/css'

/** Class names shared by the dashboard's tabs. */
export const dashboardStyles = {
  section: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  sectionTitle: css({ textStyle: 'title', m: '0' }),
  tabTitle: css({ textStyle: 'heading', m: '0' }),
  tabIntro: css({ color: 'fg.muted', m: '0' }),
  list: css({
    listStyle: 'none',
    p: '0',
    m: '0',
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
  }),
  row: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '3',
    p: '4',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'lg',
    bg: 'bg.surface',
  }),
  rowMain: css({ display: 'flex', flexDirection: 'column', gap: '1' }),
  rowTitle: css({ fontWeight: 'semibold', m: '0' }),
  meta: css({ textStyle: 'small', color: 'fg.muted', m: '0' }),
  grid: css({
    display: 'grid',
    gap: '4',
    gridTemplateColumns: {
      base: '1fr',
      md: 'repeat(2, minmax(0, 1fr))',
      xl: 'repeat(3, minmax(0, 1fr))',
    },
  }),
  notice: css({
    p: '4',
    borderRadius: 'lg',
    bg: 'status.info.bg',
    color: 'status.info.fg',
    m: '0',
  }),
  loading: css({ color: 'fg.muted', m: '0' }),
}
