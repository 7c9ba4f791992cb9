import { NOT_FOUND_MESSAGES } from '@atendimento/domain/messages'
import { css } from '@atendimento/ui/styled-system/css'
import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { notify } from '../shell/notify.ts'

/** An unknown plan at checkout: 'Plano não encontrado', then home (spec section 8). */
export function PlanNotFound() {
  const navigate = useNavigate()
  useEffect(() => {
    void notify('error', { title: NOT_FOUND_MESSAGES.plan })
    void navigate({ to: '/', replace: true })
  }, [navigate])
  return (
    <main className={css({ maxW: 'md', mx: 'auto', p: '8', textAlign: 'center' })}>
      <h1 className={css({ textStyle: 'heading' })}>{NOT_FOUND_MESSAGES.plan}</h1>
    </main>
  )
}
