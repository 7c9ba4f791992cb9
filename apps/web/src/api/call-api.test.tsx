import { PLAN_ROWS } from '@atendimento/domain/contract/rows/plan-rows'
import { SUBSCRIPTION_ROWS } from '@atendimento/domain/contract/rows/subscription-rows'
import { worker } from '@atendimento/mocks/browser'
import { DEMO } from '@atendimento/mocks/fixtures/people'
import { endpointUrl } from '@atendimento/mocks/responder'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { callApi, fetchApi } from './call-api.ts'
import { ApiError } from './request.ts'

afterEach(() => vi.restoreAllMocks())

describe('callApi', () => {
  it('calls the row with its parameters and query, and answers the data its schema parsed', async () => {
    const plans = await callApi(PLAN_ROWS.listPlans, { query: { activeOnly: 'true' } })
    expect(plans.success && plans.data.every((plan) => plan.active)).toBe(true)
    const plan = await callApi(PLAN_ROWS.getPlan, { params: { id: 'plano essencial?' } })
    expect(plan).toMatchObject({ success: false, error: { status: 404 } })
    const mine = await callApi(SUBSCRIPTION_ROWS.listSubscriptions, { token: DEMO.token })
    expect(mine.success).toBe(true)
  })

  it("turns an answer that does not match the row's schema into 'Erro na requisição' and logs it", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    worker.use(
      http.get(endpointUrl('getPlan'), () =>
        HttpResponse.json({ message: 'Sucesso', data: { _id: 'x', price: 'caro' } }),
      ),
    )
    expect(await callApi(PLAN_ROWS.getPlan, { params: { id: 'x' } })).toEqual({
      success: false,
      message: 'Erro na requisição: 200',
      error: { message: 'Erro na requisição: 200', status: 200 },
    })
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('Resposta fora do contrato: GET /plan/x (200)'),
      expect.anything(),
    )
  })

  it('throws the failure as an ApiError for queries and mutations', async () => {
    const failure = fetchApi(SUBSCRIPTION_ROWS.listSubscriptions, { token: 'nao-existe' })
    await expect(failure).rejects.toBeInstanceOf(ApiError)
    await expect(failure).rejects.toMatchObject({ status: 401 })
  })
})
