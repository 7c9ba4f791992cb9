import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { grantOperator, runOnTheRealApi, signUp } from '../../testing/real-api/real-api.ts'
import { renderRoute } from '../../testing/render-route.tsx'
import { rememberSession } from '../account/testing/session.ts'

// What the console does changes what it lists next: on the real API.
runOnTheRealApi()

beforeEach(() => vi.stubGlobal('RTCPeerConnection', undefined))
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

const sha512 = `${'Q'.repeat(86)}==`
const yaml = (file: string) =>
  `version: 1.1.0\nfiles:\n  - url: ${file}\n    sha512: ${sha512}\n    size: 1000\npath: ${file}\nsha512: ${sha512}\n`

describe('/admin?aba=versoes', () => {
  it('publishes, rolls out and withdraws a version, each after confirming', async () => {
    const operator = await signUp({ name: 'Paula Operadora' })
    await grantOperator(operator.email)
    rememberSession(operator.token)
    await renderRoute('/admin?aba=versoes')
    await expect.element(page.getByRole('cell', { name: '1.0.0' })).toBeVisible()
    await page.getByRole('button', { name: 'Rejeitar' }).click()

    await page.getByRole('button', { name: 'Publicar versão' }).click()
    await page.getByLabelText('latest.yml (Windows)').fill(yaml('Setup-1.1.0.exe'))
    await page.getByLabelText('latest-mac.yml (macOS)').fill(yaml('App-1.1.0.dmg'))
    await page.getByLabelText('latest-linux.yml (Linux)').fill(yaml('App-1.1.0.AppImage'))
    await page
      .getByLabelText('Endereço dos instaladores')
      .fill('https://downloads.example.com/1.1.0/')
    await page.getByLabelText('Novidades').fill('Respostas com áudio')
    await page.getByLabelText('Liberação gradual (% dos computadores)').fill('20')
    await page.getByRole('button', { name: 'Revisar e publicar' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Publicar', exact: true }).click()
    await expect.element(page.getByRole('cell', { name: '1.1.0' })).toBeVisible()
    await expect.element(page.getByRole('cell', { name: '20%' })).toBeVisible()

    await page.getByRole('button', { name: 'Liberação gradual da 1.1.0' }).click()
    await page.getByLabelText('Porcentagem dos computadores').fill('60')
    await page.getByRole('alertdialog').getByRole('button', { name: 'Alterar' }).click()
    await expect.element(page.getByRole('cell', { name: '60%' })).toBeVisible()

    await page.getByRole('button', { name: 'Retirar a 1.1.0' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Retirar' }).click()
    await expect.element(page.getByText(/Retirada em/)).toBeVisible()
  })

  it('shows the refusal the CLI would print', async () => {
    const operator = await signUp({ name: 'Paula Operadora' })
    await grantOperator(operator.email)
    rememberSession(operator.token)
    await renderRoute('/admin?aba=versoes')
    // The cookie banner out of the way: a click that lands on it is a click outside the dialog.
    await page.getByRole('button', { name: 'Rejeitar' }).click()
    await page.getByRole('button', { name: 'Publicar versão' }).click()
    for (const label of [
      'latest.yml (Windows)',
      'latest-mac.yml (macOS)',
      'latest-linux.yml (Linux)',
    ]) {
      await page.getByLabelText(label).fill('version: 1.0.0\nfiles: []\n')
    }
    await page.getByLabelText('Correções').fill('Nada')
    await page.getByRole('button', { name: 'Revisar e publicar' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Publicar', exact: true }).click()
    await expect
      .element(
        page.getByText(
          'Versão recusada: A versão 1.0.0 não é maior que a atual do canal latest (1.0.0)',
        ),
      )
      .toBeVisible()
  })
})
