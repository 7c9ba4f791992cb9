import { successEnvelope } from '@atendimento/domain/schemas/envelope'
import { planListSchema } from '@atendimento/domain/schemas/plan'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { store } from '../store.ts'
import { callApi, useMockServer } from '../testing.ts'

useMockServer()

describe('plans handlers', () => {
  it('answer GET /api/plan?activeOnly=true with only active plans in the API envelope', async () => {
    store.plans = store.plans.map((plan) =>
      plan._id === 'plano-essencial' ? { ...plan, active: false } : plan,
    )
    const { body } = await callApi('GET', '/plan?activeOnly=true')
    const parsed = v.parse(successEnvelope(planListSchema), body)
    expect(parsed.data.map((plan) => plan._id)).toEqual(['plano-profissional', 'plano-trimestral'])
  })

  it('list every plan, cheapest first, one of them not monthly', async () => {
    const { body } = await callApi('GET', '/plan')
    const plans = v.parse(successEnvelope(planListSchema), body).data
    expect(plans.map((plan) => plan.price)).toEqual([4990, 9990, 26990])
    expect(plans.some((plan) => plan.billingCycleDays !== 30)).toBe(true)
    expect(plans.some((plan) => plan.features.length > 3)).toBe(true)
  })

  it('answer an unknown plan id with 404 and the pt-BR message', async () => {
    const res = await callApi('GET', '/plan/nao-existe')
    expect(res).toEqual({ status: 404, body: { message: 'Plano não encontrado' } })
  })

  it('fail on a request no handler covers', async () => {
    await expect(fetch('http://localhost/api/desconhecida')).rejects.toThrow()
  })
})
