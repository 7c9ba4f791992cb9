import { DEFAULT_DASHBOARD_TAB } from '@atendimento/domain/constants'
import { dashboardSearchSchema } from '@atendimento/domain/schemas/search'
import { createFileRoute } from '@tanstack/react-router'
import { DashboardScreen } from '../../features/dashboard/dashboard-screen.tsx'

export const Route = createFileRoute('/_auth/dashboard')({
  validateSearch: dashboardSearchSchema,
  // The dashboard has its own header (logo and Sair) and no marketing footer.
  staticData: { siteHeader: false, siteFooter: false },
  head: () => ({ meta: [{ title: 'Minha conta | Atendimento Inteligente' }] }),
  component: function DashboardRoute() {
    const { tab = DEFAULT_DASHBOARD_TAB } = Route.useSearch()
    return <DashboardScreen tab={tab} />
  },
})
