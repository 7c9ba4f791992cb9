import type { BrasilApiCep, CepFound } from '@atendimento/domain/schemas/cep'
import { HttpResponse, http } from 'msw'

/** The spec's public postal-code service: GET {CEP_SERVICE_URL}/{cep}/json/. */
export const CEP_SERVICE_URL = 'https://viacep.com.br/ws'
/** The one fallback (BrasilAPI's CEP service, v1 and v2 answer alike here). */
export const CEP_FALLBACK_URL = 'https://brasilapi.com.br/api/cep'

/** CEPs the fake services know; any other is not found. */
export const MOCK_CEPS = {
  /** Avenida Paulista, Bela Vista, São Paulo/SP. */
  paulista: '01310100',
  /** Praça da Sé, São Paulo/SP. */
  se: '01001000',
  /** Not found, answered as today's service does: `{ "erro": "true" }`. */
  notFoundText: '00000000',
  /** Not found, answered as older versions did: `{ "erro": true }`. */
  notFoundBoolean: '99999999',
} as const

const KNOWN: Record<string, CepFound> = {
  [MOCK_CEPS.paulista]: {
    cep: '01310-100',
    logradouro: 'Avenida Paulista',
    complemento: 'de 612 a 1510 - lado par',
    bairro: 'Bela Vista',
    localidade: 'São Paulo',
    uf: 'SP',
  },
  [MOCK_CEPS.se]: {
    cep: '01001-000',
    logradouro: 'Praça da Sé',
    complemento: 'lado ímpar',
    bairro: 'Sé',
    localidade: 'São Paulo',
    uf: 'SP',
  },
}

/** The public service's not-found body: `erro` as text (today) or as a boolean (older). */
export const cepNotFoundBody = (erro: true | 'true' = 'true') => ({ erro })

/** BrasilAPI's answer when it knows no address for the CEP (or the CEP is malformed). */
const fallbackRefusal = (message: string, type: string, status: number) =>
  HttpResponse.json({ name: 'CepPromiseError', message, type, errors: [] }, { status })

export const cepHandlers = () => [
  http.get(`${CEP_SERVICE_URL}/:cep/json/`, ({ params }) => {
    const cep = String(params.cep)
    if (!/^\d{8}$/.test(cep)) {
      return new HttpResponse('<h3>Verifique a sua URL (Bad Request)</h3>', {
        status: 400,
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      })
    }
    return HttpResponse.json(
      KNOWN[cep] ?? cepNotFoundBody(cep === MOCK_CEPS.notFoundBoolean || 'true'),
    )
  }),

  http.get(`${CEP_FALLBACK_URL}/:version/:cep`, ({ params }) => {
    const cep = String(params.cep).replace(/\D/g, '')
    if (cep.length !== 8) {
      return fallbackRefusal('CEP deve conter exatamente 8 caracteres.', 'validation_error', 400)
    }
    const found = KNOWN[cep]
    if (!found) {
      return fallbackRefusal('Todos os serviços de CEP retornaram erro.', 'service_error', 404)
    }
    const answer: BrasilApiCep & { service: string } = {
      cep,
      state: found.uf,
      city: found.localidade,
      neighborhood: found.bairro,
      street: found.logradouro,
      service: 'viacep',
    }
    return HttpResponse.json(answer)
  }),
]
