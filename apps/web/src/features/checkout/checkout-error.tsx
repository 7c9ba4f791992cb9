import { Button } from '@atendimento/ui/button'
import { EmptyState } from '@atendimento/ui/empty-state'
import { css } from '@atendimento/ui/styled-system/css'
import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router'
import { CircleAlert } from 'lucide-react'
import { ApiError } from '../../api/request.ts'

// Anything but the API wrapper's own (pt-BR) error is a bug or a failed download, whose text
// is English: the visitor reads this instead.
const UNEXPLAINED = 'Tente novamente em instantes.'

/** The plan could not be loaded (network, server): say so and offer a retry. */
export function CheckoutError({ error }: ErrorComponentProps) {
  const router = useRouter()
  console.error('Falha ao carregar o plano:', error)
  return (
    <main className={css({ maxW: 'lg', mx: 'auto', px: '4', py: '12' })}>
      <EmptyState
        headingLevel={2}
        icon={<CircleAlert />}
        title={<span role="alert">Não foi possível carregar o plano</span>}
        description={error instanceof ApiError ? error.message : UNEXPLAINED}
        actions={
          <>
            <Button onClick={() => void router.invalidate()}>Tentar novamente</Button>
            <Button variant="outline" asChild>
              <Link to="/">Voltar para o início</Link>
            </Button>
          </>
        }
      />
    </main>
  )
}
