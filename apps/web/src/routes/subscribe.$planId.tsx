import { checkoutSearchSchema } from '@atendimento/domain/schemas/search'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { ApiError } from '../api/request.ts'
import { settledSession } from '../features/auth/session.ts'
import { CheckoutError } from '../features/checkout/checkout-error.tsx'
import { CheckoutScreen } from '../features/checkout/checkout-screen.tsx'
import { checkoutTitle } from '../features/checkout/checkout-title.ts'
import { PlanNotFound } from '../features/checkout/plan-not-found.tsx'
import { planQuery } from '../features/checkout/plan-query.ts'
import { RequiresConnection } from '../features/pwa/requires-connection.tsx'

export const Route = createFileRoute('/subscribe/$planId')({
  // The step is in the address (?etapa=), so Back and a reload keep it.
  validateSearch: checkoutSearchSchema,
  // The steps depend on who is paying: wait for the start-up token check.
  beforeLoad: ({ context }) => settledSession(context.store).then(() => undefined),
  loader: async ({ context, params }) => {
    try {
      const plan = await context.queryClient.ensureQueryData(planQuery(params.planId))
      if (!plan.active) throw notFound()
      return { planName: plan.name }
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
        throw notFound()
      }
      throw error
    }
  },
  head: ({ loaderData }) => ({
    meta: [{ title: checkoutTitle(loaderData?.planName) }],
  }),
  notFoundComponent: PlanNotFound,
  // Offline, the plan cannot load: the page says it needs a connection, not that it failed.
  errorComponent: (props) => (
    <RequiresConnection>
      <CheckoutError {...props} />
    </RequiresConnection>
  ),
  component: function CheckoutRoute() {
    const { planId } = Route.useParams()
    const { etapa = 'plano' } = Route.useSearch()
    return (
      <RequiresConnection>
        <CheckoutScreen planId={planId} asked={etapa} />
      </RequiresConnection>
    )
  },
})
