import { RELEASES } from '@atendimento/domain/catalogue/releases'
import { base64ToHex } from '@atendimento/domain/release-rules'
import { worker } from '@atendimento/mocks/browser'
import { RELEASE_LIST } from '@atendimento/mocks/fixtures/releases'
import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { renderRoute } from '../../testing/render-route.tsx'

describe('/download', () => {
  it('shows the releases the API publishes: 1.1.0 with checksums, 1.0.0 under Versões anteriores', async () => {
    await renderRoute('/download')
    await expect
      .element(page.getByText(/Versão 1\.1\.0 · 186 MB · publicada em 20\/11\/2026/))
      .toBeVisible()
    const windows = RELEASE_LIST[0]?.platforms.windows.sha512 ?? ''
    await page.getByText('Verificar o arquivo (SHA-512)').first().click()
    await expect.element(page.getByText(base64ToHex(windows) ?? 'x')).toBeVisible()
    await expect
      .element(page.getByRole('heading', { name: /Versão 1\.0\.0/ }))
      .not.toBeInTheDocument()
    await page.getByRole('button', { name: 'Versões anteriores (1)' }).click()
    await expect.element(page.getByRole('heading', { name: /Versão 1\.0\.0/ })).toBeVisible()
  })

  it('counts a click on a download button, with the version and the platform only', async () => {
    const counted: unknown[] = []
    worker.use(
      http.post('*/api/releases/:version/downloads', async ({ params, request }) => {
        counted.push({ version: params.version, body: await request.json() })
        return HttpResponse.json({ message: 'Sucesso', data: null })
      }),
    )
    await renderRoute('/download')
    await expect.element(page.getByText(/Versão 1\.1\.0 · 186 MB/)).toBeVisible()
    const link = page.getByRole('link', { name: /Baixar para Linux/ })
    // The link opens a new tab; here only the click matters.
    link.element().addEventListener('click', (event) => event.preventDefault())
    await link.click()
    await expect.poll(() => counted).toEqual([{ version: '1.1.0', body: { platform: 'linux' } }])
  })

  it('keeps the release known at build time when the API cannot answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    worker.use(
      http.get('*/api/releases', () => HttpResponse.json({ message: 'x' }, { status: 500 })),
    )
    await renderRoute('/download')
    const version = RELEASES[0]?.version ?? ''
    await expect
      .element(page.getByText(`Versão ${version} · 186 MB · publicada em 15/12/2024`))
      .toBeVisible()
    await expect.element(page.getByText('Soma de verificação não publicada').first()).toBeVisible()
  })
})
