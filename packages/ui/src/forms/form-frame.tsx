import type { FormEvent, ReactNode, Ref } from 'react'
import { Alert } from '../components/alert/alert.tsx'
import { formStyles } from './form-styles.ts'

interface FormFrameProps {
  formRef?: Ref<HTMLFormElement>
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  busy?: boolean
  /** The server's refusal, shown above the fields; under `errorTitle` when one is given. */
  error?: string | null
  errorTitle?: string
  children: ReactNode
}

/**
 * The frame of a form that validates itself (`noValidate`: the pt-BR messages are ours, not the
 * browser's), is busy while its request runs, and shows the server's refusal first.
 */
export function FormFrame({
  formRef,
  onSubmit,
  busy,
  error,
  errorTitle,
  children,
}: FormFrameProps) {
  return (
    <form
      ref={formRef}
      className={formStyles.form}
      onSubmit={onSubmit}
      noValidate
      aria-busy={busy || undefined}
    >
      {error && (
        <Alert
          tone="error"
          title={errorTitle ?? error}
          description={errorTitle ? error : undefined}
        />
      )}
      {children}
    </form>
  )
}
