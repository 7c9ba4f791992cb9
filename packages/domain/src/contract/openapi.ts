import { type JsonSchema, toJsonSchema } from '@valibot/to-json-schema'
import type * as v from 'valibot'
import { DEFAULT_COMPANY } from '../company.ts'
import { asciiDescription, OAUTH_ERROR_CODES } from '../schemas/oauth.ts'
import {
  ENDPOINT_NAMES,
  ENDPOINT_TAGS,
  ENDPOINTS,
  type Endpoint,
  type EndpointTag,
  errorsOf,
  openApiPath,
  successMessagesOf,
} from './endpoints.ts'
import {
  IDEMPOTENCY_KEY_DESCRIPTION,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IDEMPOTENT_REPLAYED_HEADER,
} from './idempotency.ts'
import { DEVICE_REFUSALS, deviceRefusalFor, oauthErrorFor } from './oauth-errors.ts'
import { exampleOf } from './openapi-examples.ts'

/** The version of the API's contract (not of the desktop app). */
export const API_VERSION = '1.0.0'

// Rules JSON Schema cannot say (trimming, cross-field checks, CPF check digits...): the document
// describes the shape and the simple limits, and each rule's pt-BR text comes back in the 400.
// Any other action that cannot be converted fails the document's test, so nothing is dropped
// unnoticed.
const UNDESCRIBED_ACTIONS = [
  'trim',
  // Drops invisible direction controls from free text (schemas/fields.ts, stripBidi).
  'strip_bidi_controls',
  'check',
  'partial_check',
  // The password confirmation (schemas/password-confirmation.ts), a cross-field check.
  'raw_check',
  'to_upper_case',
  'to_lower_case',
  'transform',
  'ip',
  // A JSON number is finite by definition; the check only keeps out the Infinity that JSON.parse
  // makes of an overflowing literal such as 1e999.
  'finite',
]

type JsonObject = Record<string, unknown>

/**
 * A field with a default its own rule refuses (`''` for a text that must not be empty) is a
 * field the caller must send: the default only exists so that leaving it out gets the field's
 * pt-BR message instead of a generic one.
 */
function requireRefusedDefaults(schema: JsonObject): JsonObject {
  const properties = schema.properties as Record<string, JsonObject> | undefined
  if (properties) {
    const required = new Set((schema.required as string[] | undefined) ?? [])
    for (const [name, property] of Object.entries(properties)) {
      const refusedByPattern =
        typeof property.pattern === 'string' && !new RegExp(property.pattern, 'u').test('')
      const refused =
        property.default === '' &&
        ((typeof property.minLength === 'number' && property.minLength > 0) || refusedByPattern)
      if (refused) {
        delete property.default
        required.add(name)
      }
      requireRefusedDefaults(property)
    }
    schema.required = [...required]
  }
  for (const key of ['items', 'anyOf', 'oneOf', 'allOf'] as const) {
    const inner = schema[key]
    if (Array.isArray(inner)) for (const item of inner) requireRefusedDefaults(item as JsonObject)
    else if (inner && typeof inner === 'object') requireRefusedDefaults(inner as JsonObject)
  }
  return schema
}

const INT32_MAX = 2 ** 31 - 1

/**
 * Integers say how wide they are (int32 or int64), read off their own bounds: a generated
 * client then picks the right type, and a bound the schema lacks shows as a missing maximum.
 */
function describeIntegers(schema: unknown): void {
  // Lists are objects too: their items are walked like a schema's properties.
  if (!schema || typeof schema !== 'object') return
  const node = schema as JsonObject
  if (node.type === 'integer' && typeof node.maximum === 'number') {
    const narrow = node.maximum <= INT32_MAX && Number(node.minimum ?? 0) >= -INT32_MAX - 1
    node.format = narrow ? 'int32' : 'int64'
  }
  for (const inner of Object.values(node)) describeIntegers(inner)
}

/** A valibot schema as the JSON Schema (2020-12, the dialect of OpenAPI 3.1) of what is sent. */
export function jsonSchemaOf(schema: v.GenericSchema): JsonObject {
  const { $schema: _, ...converted } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode: 'input',
    errorMode: 'throw',
    ignoreActions: UNDESCRIBED_ACTIONS,
  }) as JsonSchema & JsonObject
  describeIntegers(converted)
  return requireRefusedDefaults(converted)
}

/** The longest `message` the API answers with: one or two sentences in pt-BR. */
export const MAX_MESSAGE_LENGTH = 500

const failureSchema = {
  type: 'object',
  properties: {
    message: {
      type: 'string',
      maxLength: MAX_MESSAGE_LENGTH,
      description: 'O motivo, em português.',
    },
  },
  required: ['message'],
}

/** RFC 6749 §5.2's error answer, with our pt-BR text beside the ASCII one. */
const oauthFailureSchema = {
  type: 'object',
  properties: {
    error: { type: 'string', enum: [...OAUTH_ERROR_CODES] },
    error_description: {
      type: 'string',
      maxLength: MAX_MESSAGE_LENGTH,
      description: 'O motivo em português, só com caracteres ASCII (RFC 6749 §5.2).',
    },
    message: {
      type: 'string',
      maxLength: MAX_MESSAGE_LENGTH,
      description: 'O mesmo motivo, com acentos, pronto para mostrar.',
    },
  },
  required: ['error', 'error_description', 'message'],
}

/** A refusal of the desktop app's token: the text, and why, for the app to act on. */
const deviceFailureSchema = {
  type: 'object',
  properties: {
    message: {
      type: 'string',
      maxLength: MAX_MESSAGE_LENGTH,
      description: 'O motivo, em português.',
    },
    reason: { type: 'string', enum: [...DEVICE_REFUSALS] },
  },
  required: ['message'],
}

/** The texts of an answer, each one an example of the OpenAPI document. */
function examples(messages: readonly string[], value: (message: string) => unknown) {
  return Object.fromEntries(
    messages.map((message, index) => [
      `m${index + 1}`,
      { summary: message, value: value(message) },
    ]),
  )
}

/** What a failure of this endpoint looks like, for one of its texts. */
function failureBody(endpoint: Endpoint, status: number) {
  return (message: string) => {
    if (endpoint.format === 'oauth') {
      const error = oauthErrorFor(status, message)
      return { error, error_description: asciiDescription(message), message }
    }
    const reason = endpoint.auth === 'device' ? deviceRefusalFor(message) : undefined
    return reason ? { message, reason } : { message }
  }
}

function failureSchemaRef(endpoint: Endpoint) {
  if (endpoint.format === 'oauth') return { $ref: '#/components/schemas/FalhaOAuth' }
  if (endpoint.auth === 'device') return { $ref: '#/components/schemas/FalhaDoAplicativo' }
  return { $ref: '#/components/schemas/Falha' }
}

function parameters(endpoint: Endpoint) {
  const list: JsonObject[] = []
  for (const [where, schema] of [
    ['path', endpoint.params],
    ['query', endpoint.query],
  ] as const) {
    if (!schema) continue
    const described = jsonSchemaOf(schema)
    const required = new Set((described.required as string[] | undefined) ?? [])
    const properties = (described.properties ?? {}) as Record<string, JsonObject>
    for (const [name, property] of Object.entries(properties)) {
      list.push({
        name,
        in: where,
        required: where === 'path' || required.has(name),
        schema: property,
      })
    }
  }
  if (endpoint.idempotent) list.push({ $ref: '#/components/parameters/IdempotencyKey' })
  return list
}

const headerRef = (name: string) => ({ $ref: `#/components/headers/${name}` })

/**
 * The headers every answer of the API carries (its own rate limit, and CORS where configured),
 * plus Retry-After on a 429. A 5xx comes from a failure, before or after the limiter ran.
 */
function headersOf(status: number) {
  if (status >= 500 || status === 304) return undefined
  return {
    RateLimit: headerRef('RateLimit'),
    'RateLimit-Policy': headerRef('RateLimit-Policy'),
    'Access-Control-Allow-Origin': headerRef('Access-Control-Allow-Origin'),
    ...(status === 429 && { 'Retry-After': headerRef('Retry-After') }),
  }
}

function successResponse(endpoint: Endpoint) {
  if (endpoint.file) {
    return {
      description: endpoint.file.description,
      headers: headersOf(200),
      content: Object.fromEntries(endpoint.file.contentTypes.map((type) => [type, {}])),
    }
  }
  if (endpoint.format === 'oauth') {
    // The RFCs' answer is the data itself.
    const data = endpoint.data ? jsonSchemaOf(endpoint.data) : { type: 'object' }
    return {
      description: 'Resposta no formato da RFC.',
      headers: headersOf(200),
      content: { 'application/json': { schema: data, example: exampleOf(data, endpoint.path) } },
    }
  }
  const messages = successMessagesOf(endpoint)
  const data = endpoint.data ? jsonSchemaOf(endpoint.data) : { type: 'null' }
  return {
    description: messages.join(' / '),
    headers: {
      ...headersOf(200),
      ...(endpoint.idempotent && {
        [IDEMPOTENT_REPLAYED_HEADER]: headerRef(IDEMPOTENT_REPLAYED_HEADER),
      }),
    },
    content: {
      'application/json': {
        schema: {
          type: 'object',
          properties: { message: { type: 'string', maxLength: MAX_MESSAGE_LENGTH }, data },
          required: ['message', 'data'],
        },
        examples: examples(messages, (message) => ({
          message,
          data: exampleOf(data, endpoint.path),
        })),
      },
    },
  }
}

function failureResponses(endpoint: Endpoint) {
  return Object.fromEntries(
    Object.entries(errorsOf(endpoint)).map(([status, messages]) => [
      status,
      {
        description: messages.join(' / '),
        headers: headersOf(Number(status)),
        content: {
          'application/json': {
            schema: failureSchemaRef(endpoint),
            examples: examples(messages, failureBody(endpoint, Number(status))),
          },
        },
      },
    ]),
  )
}

// `[{}]` says in so many words that anyone may call (sign-in, registration, the plan list); an
// operator's session is a scheme of its own, since the server gives it more than a customer's.
const SECURITY: Record<Endpoint['auth'], JsonObject[]> = {
  none: [{}],
  optional: [{}, { sessao: [] }],
  bearer: [{ sessao: [] }],
  webhook: [{ asaas: [] }],
  metrics: [{ metricas: [] }],
  operator: [{ sessaoOperador: [] }],
  device: [{ aplicativo: [] }],
}

function operation(name: string, endpoint: Endpoint) {
  const responses: JsonObject = { 200: successResponse(endpoint), ...failureResponses(endpoint) }
  if (name === 'listPlans') {
    responses[304] = { description: 'Nada mudou desde o ETag enviado em If-None-Match.' }
  }
  return {
    operationId: name,
    summary: endpoint.summary,
    description: endpoint.description,
    tags: [endpoint.tag],
    security: SECURITY[endpoint.auth],
    parameters: parameters(endpoint),
    ...(endpoint.body && {
      requestBody: {
        required: true,
        content: {
          [endpoint.format === 'oauth' ? 'application/x-www-form-urlencoded' : 'application/json']:
            { schema: jsonSchemaOf(endpoint.body) },
        },
      },
    }),
    responses,
  }
}

const TAG_DESCRIPTIONS: Record<EndpointTag, string> = {
  Autenticação:
    'Login, cadastro e recuperação de senha. O login devolve o token que as chamadas da conta enviam como `Authorization: Bearer`.',
  Conta: 'Os dados da pessoa dona da conta: perfil, senha e troca de e-mail.',
  Planos: 'Os planos à venda, com preço em centavos e ciclo de cobrança em dias. Públicos.',
  Assinaturas:
    'Assinar um plano com cartão ou Pix, continuar um pagamento pendente, cancelar e reativar.',
  Pagamentos: 'O histórico de pagamentos da conta, a situação de um pagamento e os recibos.',
  Webhooks: 'Avisos do provedor de pagamento (Asaas) sobre cobranças e assinaturas.',
  Operação: 'O que um orquestrador e o Prometheus leem: saúde, prontidão e métricas.',
  Documentação: 'Esta descrição da API e a sua página interativa.',
  Aplicativo:
    'O aplicativo de desktop: entrada pelo fluxo de dispositivo do OAuth 2.0 (RFC 8628, 8414, 7009) e a licença assinada (JWT EdDSA) que ele confere sem internet.',
  Computadores:
    'Os computadores conectados à conta (as vagas do plano) e a aprovação de um novo em /ativar.',
  Versões:
    'As versões publicadas do aplicativo de desktop (a página /download) e o arquivo de atualização que o electron-updater lê.',
  Administração:
    'O console dos operadores: clientes, assinaturas, reembolsos, e-mails, planos e auditoria. Só para contas com o papel de operador.',
}

const RATE_LIMIT_TEXT =
  'Cotas por minuto, no formato do rascunho do IETF (draft-ietf-httpapi-ratelimit-headers): `"geral"` conta todas as chamadas de um endereço; as chamadas sensíveis (login, cadastro, cartão...) têm cotas próprias por endereço, por conta e por cartão.'

const HEADERS = {
  RateLimit: {
    description: `Quanto resta de cada cota (\`r\`) e em quantos segundos ela se renova (\`t\`). ${RATE_LIMIT_TEXT}`,
    schema: { type: 'string', maxLength: 500 },
    example: '"geral";r=1199;t=42',
  },
  'RateLimit-Policy': {
    description: `As cotas desta chamada: tamanho (\`q\`) e janela em segundos (\`w\`). ${RATE_LIMIT_TEXT}`,
    schema: { type: 'string', maxLength: 500 },
    example: '"geral";q=1200;w=60',
  },
  'Retry-After': {
    description: 'Segundos até a cota se renovar.',
    schema: { type: 'integer', minimum: 0, maximum: 3600, format: 'int32' },
  },
  [IDEMPOTENT_REPLAYED_HEADER]: {
    description: `\`true\` quando a resposta é a guardada de um pedido anterior com o mesmo \`${IDEMPOTENCY_KEY_HEADER}\`.`,
    schema: { type: 'string', enum: ['true'] },
  },
  'Access-Control-Allow-Origin': {
    description:
      'Só nas chamadas vindas de uma origem listada em `CORS_ORIGINS` (por padrão nenhuma: o site e a API têm a mesma origem).',
    schema: { type: 'string', maxLength: 2048 },
  },
}

const DESCRIPTION = [
  `A API de ${DEFAULT_COMPANY.tradeName}: contas, planos, assinaturas com cartão e pagamentos.`,
  'Toda resposta é JSON. Sucesso: `{ message, data }` com status 200. Falha: `{ message }` com o status do motivo; `message` vem sempre em português, pronta para mostrar a quem usa.',
  'As chamadas da conta enviam `Authorization: Bearer <token>`, com o token que o cadastro, o login ou o checkout devolvem.',
  'As escritas que movem dinheiro ou uma assinatura (pagar, trocar de plano, cancelar, reativar, reembolsar) aceitam o cabeçalho `Idempotency-Key`: repetir o pedido com a mesma chave devolve a primeira resposta, sem cobrar de novo.',
  'Toda resposta traz `RateLimit` e `RateLimit-Policy`; passar de uma cota dá 429 com `Retry-After`.',
  'O aplicativo de desktop entra pelo fluxo de dispositivo do OAuth 2.0 (RFC 8628): essas chamadas (marcadas "Aplicativo") seguem as RFCs, com corpo `application/x-www-form-urlencoded`, respostas sem envelope e falhas `{ error, error_description }` (RFC 6749 §5.2), com `message` em português ao lado.',
].join('\n\n')

/** The site's root for an API served at `serverUrl` (`/api` gives `/`). */
function rootOf(serverUrl: string): string {
  return serverUrl.replace(/\/api\/?$/, '') || '/'
}

/** The OpenAPI 3.1 document of every endpoint of the table, for an API served at `serverUrl`. */
export function openApiDocument(serverUrl = '/api') {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const name of ENDPOINT_NAMES) {
    const endpoint: Endpoint = ENDPOINTS[name]
    const path = openApiPath(endpoint.path)
    paths[path] = {
      ...paths[path],
      // RFC 8414's address is under the site's root, not the API base.
      ...(endpoint.root && { servers: [{ url: rootOf(serverUrl) }] }),
      [endpoint.method.toLowerCase()]: operation(name, endpoint),
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `API ${DEFAULT_COMPANY.tradeName}`,
      version: API_VERSION,
      description: DESCRIPTION,
      contact: {
        name: DEFAULT_COMPANY.registeredName,
        email: DEFAULT_COMPANY.contactEmail,
        url: `https://${DEFAULT_COMPANY.host}`,
      },
      license: { name: 'Termos de Uso', url: `https://${DEFAULT_COMPANY.host}/termos` },
    },
    servers: [
      {
        url: serverUrl,
        description:
          'A API no mesmo endereço do site que serve este documento (produção, homologação ou local).',
        'x-internal': false,
      },
    ],
    tags: Object.values(ENDPOINT_TAGS).map((tag) => ({
      name: tag,
      description: TAG_DESCRIPTIONS[tag],
    })),
    paths,
    components: {
      schemas: {
        Falha: failureSchema,
        FalhaOAuth: oauthFailureSchema,
        FalhaDoAplicativo: deviceFailureSchema,
      },
      headers: HEADERS,
      parameters: {
        IdempotencyKey: {
          name: IDEMPOTENCY_KEY_HEADER,
          in: 'header',
          required: false,
          description: IDEMPOTENCY_KEY_DESCRIPTION,
          schema: {
            type: 'string',
            minLength: 1,
            maxLength: IDEMPOTENCY_KEY_MAX_LENGTH,
            pattern: '^[\\x21-\\x7e]+$',
          },
          example: '0b6f9a8e-3c1d-4e5f-9a7b-1c2d3e4f5a6b',
        },
      },
      securitySchemes: {
        sessao: { type: 'http', scheme: 'bearer', description: 'O token de uma sessão.' },
        sessaoOperador: {
          type: 'http',
          scheme: 'bearer',
          description:
            'O token da sessão de uma conta com o papel de operador (a de um cliente recebe 403).',
        },
        asaas: {
          type: 'apiKey',
          in: 'header',
          name: 'asaas-access-token',
          description: 'O segredo combinado com o provedor de pagamento.',
        },
        metricas: {
          type: 'http',
          scheme: 'bearer',
          description: 'O `METRICS_TOKEN` configurado no servidor.',
        },
        aplicativo: {
          type: 'http',
          scheme: 'bearer',
          description: 'O token de acesso do aplicativo (o `access_token` de POST /oauth/token).',
        },
      },
    },
  }
}
