import type { AdminSearch } from '@atendimento/domain/schemas/admin-search'
import { createFileRoute } from '@tanstack/react-router'
import { AdminRoute } from '../../features/admin/admin-route.tsx'

// Everything of the console (its role check, title, search schema and screens) is in the
// route's component, a chunk of its own: this configuration is part of every page's first load,
// and the landing has no bytes to spare (budget.spec).
export const Route = createFileRoute('/_auth/admin')({
  validateSearch: (search: Record<string, unknown>) => search as AdminSearch,
  staticData: { siteHeader: false, siteFooter: false },
  component: AdminRoute,
})
