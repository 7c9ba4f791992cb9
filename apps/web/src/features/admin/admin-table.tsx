import { Button } from '@atendimento/ui/button'
import type { ReactNode } from 'react'
import { adminStyles as styles } from './admin-styles.ts'

interface AdminTableProps {
  /** Names the table for screen readers (visually hidden). */
  caption: string
  columns: readonly string[]
  /** A new page or filter is on its way: the rows shown are the previous ones. */
  busy?: boolean
  children: ReactNode
}

/** A console table: scrolls sideways on a phone instead of widening the page. */
export function AdminTable({ caption, columns, busy, children }: AdminTableProps) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-busy={busy || undefined}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}

interface TableSectionProps extends AdminTableProps {
  /** The heading's id, which names the section. */
  id: string
  title: string
  /** Shown instead of the table when it has no rows. */
  empty: string | null
}

/** A titled part of a page holding one table, or the sentence saying it has nothing. */
export function TableSection({ id, title, empty, ...table }: TableSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.subtitle}>
        {title}
      </h2>
      {empty ? <p className={styles.muted}>{empty}</p> : <AdminTable {...table} />}
    </section>
  )
}

interface PagerProps {
  label: string
  page: number
  pages: number
  /** Where the list stands, e.g. 'página 2 de 5'. */
  status: ReactNode
  onPage: (page: number) => void
}

export function Pager({ label, page, pages, status, onPage }: PagerProps) {
  return (
    <nav className={styles.pager} aria-label={label}>
      <p className={styles.muted} aria-live="polite">
        {status}
      </p>
      <div className={styles.actions}>
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Anterior
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          Próxima
        </Button>
      </div>
    </nav>
  )
}
