import * as v from 'valibot'
import { countSchema, LIST_LIMITS, listOf, TYPE_MESSAGES, textSchema } from './fields.ts'

/** The console's overview of the desktop app: computers connected and the versions they run. */
export const adminDeviceSummarySchema = v.object(
  {
    activeDevices: countSchema,
    /** Connected computers per app version, the most common first (the server sends the top ones). */
    versions: listOf(
      v.object({ version: textSchema, devices: countSchema }, TYPE_MESSAGES.object),
      LIST_LIMITS.versions,
    ),
  },
  TYPE_MESSAGES.object,
)
export type AdminDeviceSummary = v.InferOutput<typeof adminDeviceSummarySchema>
