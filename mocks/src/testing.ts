import { afterAll, afterEach, beforeAll } from 'vitest'
import { server } from './node.ts'
import { resetStore } from './store.ts'

/** The hooks every node test of the mocks uses: unhandled requests fail, state resets. */
export function useMockServer(): void {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
  afterEach(() => {
    server.resetHandlers()
    resetStore()
  })
  afterAll(() => server.close())
}

/** A JSON request to the mock API (any origin works; tests use localhost). */
export async function callApi(
  method: string,
  path: string,
  options: { body?: unknown; token?: string } = {},
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the handler answered
): Promise<{ status: number; body: any }> {
  const response = await fetch(`http://localhost/api${path}`, {
    method,
    headers: {
      ...(options.body !== undefined && { 'content-type': 'application/json' }),
      ...(options.token && { authorization: `Bearer ${options.token}` }),
    },
    ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
  })
  return { status: response.status, body: await response.json() }
}

/** A card payment payload (spec section 3) for the sandbox card that is always approved. */
export function cardPayload(taxId: string, number = '4444 4444 4444 4444') {
  return {
    name: 'Cliente Teste',
    email: 'cliente.teste@exemplo.com.br',
    cellphone: '(11) 98765-4321',
    taxId,
    creditCard: {
      holderName: 'CLIENTE TESTE',
      number,
      expiryMonth: '12',
      expiryYear: '2030',
      ccv: '123',
    },
    creditCardHolderInfo: { postalCode: '01310-100', addressNumber: '1000' },
    remoteIp: '203.0.113.45',
  }
}
