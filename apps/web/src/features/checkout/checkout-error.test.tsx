import { worker } from '@atendimento/mocks/browser'
import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { renderRoute } from '../../testing/render-route.tsx'

describe("the checkout's error screen", () => {
  it("never shows a proxy's English text: the plan fails to load, the page speaks pt-BR", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    worker.use(
      http.get('*/api/plan/:planId', () =>
        HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }),
      ),
    )
    await renderRoute('/subscribe/plano-profissional')
    await expect.element(page.getByText('Não foi possível carregar o plano')).toBeVisible()
    await expect.element(page.getByText('Erro na requisição: 500')).toBeVisible()
    expect(page.getByText(/Internal Server Error/).elements()).toHaveLength(0)
    logged.mockRestore()
  })
})
