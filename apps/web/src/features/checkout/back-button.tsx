import { Button } from '@atendimento/ui/button'
import { ArrowLeft } from 'lucide-react'
import { checkoutStyles as styles } from './checkout-styles.ts'

/** A step's 'Voltar': to the step before (the browser's Back does the same). */
export function BackButton({ onBack, disabled }: { onBack: () => void; disabled?: boolean }) {
  return (
    <Button variant="ghost" className={styles.start} disabled={disabled} onClick={onBack}>
      <ArrowLeft aria-hidden="true" />
      Voltar
    </Button>
  )
}
