import type { Plan } from '@atendimento/domain/schemas/plan'
import { request } from './request.ts'

export const getActivePlans = () => request<Plan[]>('/plan?activeOnly=true')
