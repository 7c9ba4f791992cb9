import { worker } from '@atendimento/mocks/browser'
import { delay, HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { request } from './request.ts'

describe('request', () => {
  it('reads data and the server message, with the bearer token when given', async () => {
    let authorization: string | null = null
    worker.use(
      http.get('*/api/eco', ({ request: sent }) => {
        authorization = sent.headers.get('authorization')
        return HttpResponse.json({ message: 'Tudo certo', data: { ok: true } })
      }),
    )
    expect(await request('/eco', { token: 'abc' })).toEqual({
      success: true,
      message: 'Tudo certo',
      data: { ok: true },
    })
    expect(authorization).toBe('Bearer abc')
  })

  it("uses the whole body without data, and 'Sucesso' without a message", async () => {
    worker.use(http.get('*/api/eco', () => HttpResponse.json([1, 2])))
    expect(await request('/eco')).toEqual({ success: true, message: 'Sucesso', data: [1, 2] })
  })

  it('gives the server message with the status on a non-OK answer', async () => {
    worker.use(
      http.post('*/api/eco', () => HttpResponse.json({ message: 'Inválido' }, { status: 400 })),
    )
    expect(await request('/eco', { method: 'POST', body: {} })).toEqual({
      success: false,
      message: 'Inválido',
      error: { message: 'Inválido', status: 400 },
    })
  })

  it("says 'Erro na requisição' with the status when the server gives no message", async () => {
    worker.use(http.get('*/api/eco', () => new HttpResponse('falhou', { status: 502 })))
    const result = await request('/eco')
    expect(result.success).toBe(false)
    expect(result.message).toBe('Erro na requisição: 502')
  })

  it.each([
    ['Internal Server Error', 500],
    ['Bad Gateway', 502],
  ])(
    "replaces an English %j (a proxy's, not ours) with 'Erro na requisição'",
    async (text, status) => {
      worker.use(http.get('*/api/eco', () => HttpResponse.json({ message: text }, { status })))
      const result = await request('/eco')
      expect(result.message).toBe(`Erro na requisição: ${status}`)
    },
  )

  it("says 'Erro de rede' when the request cannot be made", async () => {
    worker.use(http.get('*/api/eco', () => HttpResponse.error()))
    expect(await request('/eco')).toMatchObject({ success: false, message: 'Erro de rede' })
  })

  it('says there is no internet when the device is offline', async () => {
    worker.use(http.get('*/api/eco', () => HttpResponse.error()))
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    try {
      expect(await request('/eco')).toMatchObject({
        success: false,
        message: 'Sem conexão com a internet. Conecte-se e tente novamente.',
      })
    } finally {
      offline.mockRestore()
    }
  })

  it("says 'Timeout na requisição' past the limit", async () => {
    worker.use(
      http.get('*/api/eco', async () => {
        await delay(500)
        return HttpResponse.json({})
      }),
    )
    expect(await request('/eco', { timeoutMs: 50 })).toMatchObject({
      success: false,
      message: 'Timeout na requisição',
    })
  })
})
