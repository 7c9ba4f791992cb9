import type { BrasilApiCep, CepFound } from '@atendimento/domain/schemas/cep'
import { HttpResponse, http } from 'msw'

/** The spec's public postal-code service: GET {CEP_SERVICE_URL}/{cep}/json/. */
export const CEP_SERVICE_URL = 'https://viacep.com.br/ws'
/** The one fallback (BrasilAPI's CEP service, v1 and v2 answer alike here). */
export const CEP_FALLBACK_URL = 'https://brasilapi.com.br/api/cep'

/** CEPs with a fixed answer, for people clicking through `npm run dev:mock` and for stories. */
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

// Any other CEP gets a made-up but plausible address in the state its prefix belongs to, so a
// person typing their own CEP in dev:mock still sees the form fill in.
const REGIONS: [RegExp, string, string][] = [
  [/^[01]/, 'SP', 'São Paulo'],
  [/^2[0-8]/, 'RJ', 'Rio de Janeiro'],
  [/^29/, 'ES', 'Vitória'],
  [/^3/, 'MG', 'Belo Horizonte'],
  [/^4[0-8]/, 'BA', 'Salvador'],
  [/^49/, 'SE', 'Aracaju'],
  [/^5[0-6]/, 'PE', 'Recife'],
  [/^57/, 'AL', 'Maceió'],
  [/^58/, 'PB', 'João Pessoa'],
  [/^59/, 'RN', 'Natal'],
  [/^6[0-3]/, 'CE', 'Fortaleza'],
  [/^64/, 'PI', 'Teresina'],
  [/^65/, 'MA', 'São Luís'],
  [/^6[6-8]/, 'PA', 'Belém'],
  [/^69/, 'AM', 'Manaus'],
  [/^7[01]/, 'DF', 'Brasília'],
  [/^7[2-6]/, 'GO', 'Goiânia'],
  [/^77/, 'TO', 'Palmas'],
  [/^78/, 'MT', 'Cuiabá'],
  [/^79/, 'MS', 'Campo Grande'],
  [/^8[0-7]/, 'PR', 'Curitiba'],
  [/^8[89]/, 'SC', 'Florianópolis'],
  [/^9/, 'RS', 'Porto Alegre'],
]
const STREETS = [
  'Rua das Palmeiras',
  'Avenida Central',
  'Rua Sete de Setembro',
  'Rua XV de Novembro',
]
const NEIGHBORHOODS = ['Centro', 'Jardim América', 'Vila Nova', 'Boa Vista']

/** The public service's answer for a CEP (8 digits), or null when it does not know it. */
export function lookupMockCep(cep: string): CepFound | null {
  if (cep === MOCK_CEPS.notFoundText || cep === MOCK_CEPS.notFoundBoolean) return null
  const known = KNOWN[cep]
  if (known) return known
  const [, uf = 'SP', city = 'São Paulo'] = REGIONS.find(([prefix]) => prefix.test(cep)) ?? []
  const sum = [...cep].reduce((total, digit) => total + Number(digit), 0)
  return {
    cep: `${cep.slice(0, 5)}-${cep.slice(5)}`,
    logradouro: STREETS[sum % STREETS.length] ?? 'Rua Principal',
    complemento: '',
    bairro: NEIGHBORHOODS[sum % NEIGHBORHOODS.length] ?? 'Centro',
    localidade: city,
    uf,
  }
}

/** The public service's not-found body: `erro` as text (today) or as a boolean (older). */
export const cepNotFoundBody = (erro: true | 'true' = 'true') => ({ erro })

const badRequestPage = () =>
  new HttpResponse('<h3>Verifique a sua URL (Bad Request)</h3>', {
    status: 400,
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  })

export const cepHandlers = () => [
  http.get(`${CEP_SERVICE_URL}/:cep/json/`, ({ params }) => {
    const cep = String(params.cep)
    if (!/^\d{8}$/.test(cep)) return badRequestPage()
    if (cep === MOCK_CEPS.notFoundBoolean) return HttpResponse.json(cepNotFoundBody(true))
    const found = lookupMockCep(cep)
    return HttpResponse.json(found ?? cepNotFoundBody('true'))
  }),

  http.get(`${CEP_FALLBACK_URL}/:version/:cep`, ({ params }) => {
    const cep = String(params.cep).replace(/\D/g, '')
    if (cep.length !== 8) {
      return HttpResponse.json(
        {
          name: 'CepPromiseError',
          message: 'CEP deve conter exatamente 8 caracteres.',
          type: 'validation_error',
          errors: [],
        },
        { status: 400 },
      )
    }
    const found = lookupMockCep(cep)
    if (!found) {
      return HttpResponse.json(
        {
          name: 'CepPromiseError',
          message: 'Todos os serviços de CEP retornaram erro.',
          type: 'service_error',
          errors: [],
        },
        { status: 404 },
      )
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
