import { RELEASE_DRAFT_MESSAGES } from '@atendimento/domain/admin/release-draft'
import { describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { ReleaseForm } from './release-form.tsx'

describe('ReleaseForm', () => {
  it('names what is missing and sends nothing', async () => {
    const onSubmit = vi.fn()
    await render(<ReleaseForm onSubmit={onSubmit} />)
    await page.getByLabelText('Liberação gradual (% dos computadores)').fill('120')
    await page.getByRole('button', { name: 'Revisar e publicar' }).click()
    await expect.element(page.getByText(RELEASE_DRAFT_MESSAGES.notes)).toBeVisible()
    await expect.element(page.getByText(RELEASE_DRAFT_MESSAGES.percent)).toBeVisible()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('sends the files and the notes in their three lists', async () => {
    const onSubmit = vi.fn()
    await render(<ReleaseForm onSubmit={onSubmit} />)
    await page.getByLabelText('latest.yml (Windows)').fill('version: 1.1.0')
    await page.getByLabelText('latest-mac.yml (macOS)').fill('version: 1.1.0')
    await page.getByLabelText('latest-linux.yml (Linux)').fill('version: 1.1.0')
    await page.getByLabelText('Novidades').fill('Respostas com áudio\nPainel novo')
    await page.getByLabelText('Correções').fill('QR Code no Linux')
    await page.getByRole('button', { name: 'Revisar e publicar' }).click()
    expect(onSubmit).toHaveBeenCalledWith({
      channel: 'latest',
      notes: {
        new: ['Respostas com áudio', 'Painel novo'],
        improvements: [],
        fixes: ['QR Code no Linux'],
      },
      files: { windows: 'version: 1.1.0', macos: 'version: 1.1.0', linux: 'version: 1.1.0' },
      stagingPercentage: 100,
      critical: false,
    })
  })
})
