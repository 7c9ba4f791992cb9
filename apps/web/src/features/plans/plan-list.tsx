import { LIST_LOAD_MESSAGES } from '@atendimento/domain/messages'
import type { Plan } from '@atendimento/domain/schemas/plan'
import { PlanCard } from '@atendimento/ui/plan-card'
import { Skeleton } from '@atendimento/ui/skeleton'
import { css } from '@atendimento/ui/styled-system/css'
import { button } from '@atendimento/ui/styled-system/recipes'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useEffect } from 'react'
import { useSession } from '../auth/session-provider.tsx'
import { useHydrated } from '../shell/use-hydrated.ts'
import { activePlansQuery } from './plans-query.ts'

// Only a failed load needs it: it stays out of the landing's first load.
const LoadError = lazy(() =>
  import('@atendimento/ui/load-error').then((module) => ({ default: module.LoadError })),
)

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(auto-fit, minmax(16rem, 22rem))' },
  justifyContent: 'center',
  gap: '6',
  listStyle: 'none',
  p: '0',
  m: '0',
})

/** Logged out the plan starts a checkout; logged in it opens the dashboard's plans tab. */
function PlanButton({ plan }: { plan: Plan }) {
  const hydrated = useHydrated()
  const { state } = useSession()
  const className = button({ variant: 'solid', fullWidth: true })
  if (hydrated && state.status === 'authenticated') {
    return (
      <Link to="/dashboard" search={{ tab: 'plans' }} className={className}>
        Assinar Agora
      </Link>
    )
  }
  return (
    <Link to="/subscribe/$planId" params={{ planId: plan._id }} className={className}>
      Assinar Agora
    </Link>
  )
}

function PlanSkeletons() {
  return (
    <div aria-busy="true">
      <p className={css({ srOnly: true })} role="status">
        Carregando planos…
      </p>
      <div className={grid}>
        {[1, 2, 3].map((key) => (
          <div
            key={key}
            className={css({
              display: 'flex',
              flexDirection: 'column',
              gap: '4',
              p: '6',
              borderWidth: '1px',
              borderColor: 'border.default',
              borderRadius: 'xl',
            })}
          >
            <Skeleton className={css({ h: '6', w: '1/2' })} />
            <Skeleton className={css({ h: '9', w: '2/3' })} />
            <Skeleton className={css({ h: '4', w: 'full' })} />
            <Skeleton className={css({ h: '4', w: '5/6' })} />
            <Skeleton className={css({ h: '4', w: '3/4' })} />
            <Skeleton className={css({ h: '11', w: 'full', mt: '4' })} />
          </div>
        ))}
      </div>
    </div>
  )
}

/**
 * The landing's active plans: a skeleton while loading (also what prerendered HTML carries). A
 * failure is logged (spec section 8) and, by the later ruling, says so with 'Tentar novamente'
 * instead of leaving an empty gap where the prices should be.
 */
export function PlanList() {
  const { data: plans = [], isPending, error, refetch, isFetching } = useQuery(activePlansQuery())
  useEffect(() => {
    if (error) console.error('Falha ao carregar os planos:', error)
  }, [error])

  if (isPending) return <PlanSkeletons />
  if (error) {
    return (
      <Suspense fallback={<p role="alert">{LIST_LOAD_MESSAGES.plans}</p>}>
        <LoadError
          title={LIST_LOAD_MESSAGES.plans}
          retrying={isFetching}
          onRetry={() => void refetch()}
          className={css({ maxW: 'xl', mx: 'auto' })}
        />
      </Suspense>
    )
  }
  return (
    <ul className={grid} aria-label="Planos">
      {plans.map((plan) => (
        <li key={plan._id}>
          <PlanCard plan={plan} cta={<PlanButton plan={plan} />} className={css({ h: 'full' })} />
        </li>
      ))}
    </ul>
  )
}
