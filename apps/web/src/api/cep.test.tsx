import { worker } from '@atendimento/mocks/browser'
import { MOCK_CEPS } from '@atendimento/mocks/cep'
import { scenarios } from '@atendimento/mocks/scenarios'
import { describe, expect, it } from 'vitest'
import { lookupCep } from './cep.ts'

describe('lookupCep', () => {
  it('fills the address from the public service', async () => {
    expect(await lookupCep('01310-100')).toEqual({
      status: 'found',
      address: {
        zipCode: '01310100',
        state: 'SP',
        city: 'São Paulo',
        neighborhood: 'Bela Vista',
        address: 'Avenida Paulista',
        complement: 'de 612 a 1510 - lado par',
      },
    })
  })

  it.each([MOCK_CEPS.notFoundText, MOCK_CEPS.notFoundBoolean])(
    "says 'CEP não encontrado' for %s",
    async (cep) => {
      expect(await lookupCep(cep)).toEqual({ status: 'not-found', message: 'CEP não encontrado' })
    },
  )

  it('asks the fallback service when the first one fails', async () => {
    worker.use(...scenarios.cepError(500))
    expect(await lookupCep(MOCK_CEPS.paulista)).toMatchObject({
      status: 'found',
      address: { address: 'Avenida Paulista', city: 'São Paulo' },
    })
  })

  it('reports the error when both services fail', async () => {
    worker.use(...scenarios.cepNetworkError(), ...scenarios.cepFallbackError())
    expect(await lookupCep(MOCK_CEPS.paulista)).toEqual({
      status: 'error',
      message: 'Erro de rede ao consultar CEP',
    })
  })

  it('refuses a CEP without 8 digits before calling anyone', async () => {
    expect(await lookupCep('0131')).toEqual({ status: 'error', message: 'CEP deve ter 8 dígitos' })
  })
})
