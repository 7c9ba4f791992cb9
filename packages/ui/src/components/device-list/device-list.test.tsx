import { describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { DEVICES } from './device-list.stories.tsx'
import { DeviceList } from './device-list.tsx'

describe('DeviceList', () => {
  it('names each computer with its system, last check-in and approval', async () => {
    await render(<DeviceList devices={DEVICES} />)
    const first = page.getByRole('listitem').first()
    await expect.element(first.getByRole('heading', { name: 'Notebook da recepção' })).toBeVisible()
    await expect.element(first.getByText('Visto por último em 20/11/2026 às 12:05')).toBeVisible()
    await expect
      .element(
        first.getByText('Conectado em 02/11/2026 às 10:20, aprovado do endereço 198.51.100.7'),
      )
      .toBeVisible()
    // Read-only without the callbacks.
    expect(page.getByRole('button').elements()).toHaveLength(0)
  })

  it('cancels a rename without sending it, and blocks a computer being disconnected', async () => {
    const onRename = vi.fn()
    const onDisconnect = vi.fn()
    await render(
      <DeviceList
        devices={DEVICES}
        onRename={onRename}
        onDisconnect={onDisconnect}
        busyId={DEVICES[0]?._id}
      />,
    )
    await expect
      .element(page.getByRole('button', { name: 'Renomear Notebook da recepção' }))
      .toBeDisabled()
    await page.getByRole('button', { name: 'Renomear MacBook do escritório' }).click()
    await page.getByRole('button', { name: 'Cancelar' }).click()
    expect(onRename).not.toHaveBeenCalled()
    await expect
      .element(page.getByRole('button', { name: 'Renomear MacBook do escritório' }))
      .toBeVisible()
  })
})
