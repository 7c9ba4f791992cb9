import { describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { REQUEST } from './activation-request.stories.tsx'
import { ActivationRequest } from './activation-request.tsx'

describe('ActivationRequest', () => {
  it('says what asks to connect: the computer, its system and app, where and when', async () => {
    await render(<ActivationRequest request={REQUEST} onApprove={vi.fn()} onDeny={vi.fn()} />)
    await expect.element(page.getByText('Notebook da recepção')).toBeVisible()
    await expect.element(page.getByText('Windows')).toBeVisible()
    await expect.element(page.getByText('versão 1.4.2')).toBeVisible()
    await expect.element(page.getByText(REQUEST.requestedFrom)).toBeVisible()
    await expect.element(page.getByText('WDJB-MJHT')).toBeVisible()
  })

  it('lets nothing else be pressed while one decision is under way', async () => {
    const onApprove = vi.fn()
    await render(
      <ActivationRequest request={REQUEST} onApprove={onApprove} onDeny={vi.fn()} denying />,
    )
    await expect
      .element(page.getByRole('button', { name: /Conectar este computador/ }))
      .toBeDisabled()
  })
})
