import type { Plan } from '@atendimento/domain/schemas/plan'
import { request } from './request.ts'

/** GET /plan/{id}: public; the checkout loads its plan with it. */
export const getPlan = (id: string) => request<Plan>(`/plan/${encodeURIComponent(id)}`)
