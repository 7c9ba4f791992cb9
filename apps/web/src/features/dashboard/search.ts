import { DASHBOARD_TABS } from '@atendimento/domain/constants'
import * as v from 'valibot'

/**
 * ?tab= of /dashboard: one of the spec's five tabs. Absent or unknown reads as the account tab
 * (the screen's default), so /dashboard stays a clean address.
 */
export const dashboardSearchSchema = v.object({
  tab: v.fallback(v.optional(v.picklist(DASHBOARD_TABS)), undefined),
})
export type DashboardSearch = v.InferOutput<typeof dashboardSearchSchema>
