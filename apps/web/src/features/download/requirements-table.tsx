import {
  PLATFORM_LABELS,
  SYSTEM_REQUIREMENTS,
} from '@atendimento/domain/catalogue/system-requirements'
import { PLATFORMS } from '@atendimento/domain/schemas/release'
import { css, cx } from '@atendimento/ui/styled-system/css'

const styles = {
  table: css({ w: 'full', borderCollapse: 'collapse', textAlign: 'start' }),
  cell: css({
    py: '3',
    px: { base: '2', sm: '4' },
    borderBottomWidth: '1px',
    borderColor: 'border.default',
    textAlign: 'start',
    verticalAlign: 'top',
  }),
  head: css({ fontWeight: 'semibold', w: '1/3' }),
  value: css({ color: 'fg.muted' }),
}

/** What the desktop app needs, per item, for the download page. */
export function RequirementsTable() {
  const rows: [string, string][] = [
    ['Memória', SYSTEM_REQUIREMENTS.memory.label],
    ['Armazenamento', SYSTEM_REQUIREMENTS.disk.label],
    ...PLATFORMS.map((platform): [string, string] => [
      PLATFORM_LABELS[platform],
      SYSTEM_REQUIREMENTS.operatingSystems[platform],
    ]),
  ]
  return (
    <table className={styles.table}>
      <caption className={css({ srOnly: true })}>Requisitos mínimos do sistema</caption>
      <tbody>
        {rows.map(([item, value]) => (
          <tr key={item}>
            <th scope="row" className={cx(styles.cell, styles.head)}>
              {item}
            </th>
            <td className={cx(styles.cell, styles.value)}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
