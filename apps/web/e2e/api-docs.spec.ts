import { expect, test } from '@playwright/test'

// The API reference must be ours alone: every file from this server, nothing blocked by the
// site's policy (an upgrade of Scalar that injects a new style fails here with its hash).
test('/api/docs renders the API reference in pt-BR with no request to another origin', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin
  const requests: string[] = []
  const blocked: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text())
  })
  await page.goto('/api/docs')
  await page.getByRole('link', { name: /Entra com e-mail e senha/ }).click()
  await expect(page.getByRole('heading', { name: 'Entra com e-mail e senha' })).toBeVisible()
  await expect(page.getByRole('button', { name: /Testar Requisição/ }).first()).toBeVisible()
  expect(requests.filter((url) => !url.startsWith(`${origin}/`))).toEqual([])
  expect(requests).toContain(`${origin}/api/openapi.json`)
  expect(blocked).toEqual([])
})
