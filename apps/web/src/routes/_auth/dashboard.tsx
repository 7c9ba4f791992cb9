import { DEFAULT_DASHBOARD_TAB } from '@atendimento/domain/constants'
import { createFileRoute } from '@tanstack/react-router'
import { DashboardScreen } from '../../features/dashboard/dashboard-screen.tsx'
import { dashboardSearchSchema } from '../../features/dashboard/search.ts'

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
