import { Skeleton } from '@atendimento/ui/skeleton'
import { adminStyles as styles } from './admin-styles.ts'

/** A console list while it loads: what is loading, said in words, over `rows` grey rows. */
export function LoadingRows({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div aria-busy="true" className={styles.section}>
      <span className={styles.caption}>{label}</span>
      {Array.from({ length: rows }, (_, index) => `linha-${index + 1}`).map((key) => (
        <Skeleton key={key} style={{ height: '3rem' }} />
      ))}
    </div>
  )
}
