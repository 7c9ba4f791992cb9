import { Button } from '@atendimento/ui/button'
import { EmptyState } from '@atendimento/ui/empty-state'
import { css } from '@atendimento/ui/styled-system/css'
import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router'
import { CircleAlert } from 'lucide-react'

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
        description={error instanceof Error ? error.message : undefined}
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
