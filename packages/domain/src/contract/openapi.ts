import { type JsonSchema, toJsonSchema } from '@valibot/to-json-schema'
import type * as v from 'valibot'
import { DEFAULT_COMPANY } from '../company.ts'
import {
  ENDPOINT_NAMES,
  ENDPOINT_TAGS,
  ENDPOINTS,
  type Endpoint,
  errorsOf,
  openApiPath,
  successMessagesOf,
} from './endpoints.ts'

/** The version of the API's contract (not of the desktop app). */
export const API_VERSION = '1.0.0'

// Rules JSON Schema cannot say (trimming, cross-field checks, CPF check digits...): the document
// describes the shape and the simple limits, and each rule's pt-BR text comes back in the 400.
// Any other action that cannot be converted fails the document's test, so nothing is dropped
// unnoticed.
const UNDESCRIBED_ACTIONS = [
  'trim',
  'check',
  'partial_check',
  'to_upper_case',
  'to_lower_case',
  'transform',
  'ip',
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
      const refused =
        property.default === '' && typeof property.minLength === 'number' && property.minLength > 0
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

/** A valibot schema as the JSON Schema (2020-12, the dialect of OpenAPI 3.1) of what is sent. */
export function jsonSchemaOf(schema: v.GenericSchema): JsonObject {
  const { $schema: _, ...converted } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode: 'input',
    errorMode: 'throw',
    ignoreActions: UNDESCRIBED_ACTIONS,
  }) as JsonSchema & JsonObject
  return requireRefusedDefaults(converted)
}

const failureSchema = {
  type: 'object',
  properties: { message: { type: 'string', description: 'O motivo, em português.' } },
  required: ['message'],
}

/** The texts of an answer, each one an example of the OpenAPI document. */
function examples(messages: readonly string[], data?: unknown) {
  return Object.fromEntries(
    messages.map((message, index) => [
      `m${index + 1}`,
      { summary: message, value: data === undefined ? { message } : { message, data } },
    ]),
  )
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
  return list
}

function successResponse(endpoint: Endpoint) {
  if (endpoint.file) {
    return {
      description: endpoint.file.description,
      content: Object.fromEntries(endpoint.file.contentTypes.map((type) => [type, {}])),
    }
  }
  const messages = successMessagesOf(endpoint)
  return {
    description: messages.join(' / '),
    content: {
      'application/json': {
        schema: {
          type: 'object',
          properties: {
            message: { type: 'string' },
            data: endpoint.data ? jsonSchemaOf(endpoint.data) : {},
          },
          required: ['message', 'data'],
        },
        examples: examples(messages, null),
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
        content: {
          'application/json': {
            schema: { $ref: '#/components/schemas/Falha' },
            examples: examples(messages),
          },
        },
      },
    ]),
  )
}

const SECURITY: Record<Endpoint['auth'], JsonObject[] | undefined> = {
  none: [],
  optional: [{}, { sessao: [] }],
  bearer: [{ sessao: [] }],
  webhook: [{ asaas: [] }],
  metrics: [{ metricas: [] }],
  // The same session token; the role is checked by the server (403 for a customer).
  operator: [{ sessao: [] }],
}

function operation(name: string, endpoint: Endpoint) {
  const responses: JsonObject = { 200: successResponse(endpoint), ...failureResponses(endpoint) }
  if (name === 'listPlans') {
    responses[304] = { description: 'Nada mudou desde o ETag enviado em If-None-Match.' }
  }
  return {
    operationId: name,
    summary: endpoint.summary,
    ...(endpoint.description && { description: endpoint.description }),
    tags: [endpoint.tag],
    security: SECURITY[endpoint.auth],
    parameters: parameters(endpoint),
    ...(endpoint.body && {
      requestBody: {
        required: true,
        content: { 'application/json': { schema: jsonSchemaOf(endpoint.body) } },
      },
    }),
    responses,
  }
}

const DESCRIPTION = [
  `A API de ${DEFAULT_COMPANY.tradeName}: contas, planos, assinaturas com cartão e pagamentos.`,
  'Toda resposta é JSON. Sucesso: `{ message, data }` com status 200. Falha: `{ message }` com o status do motivo; `message` vem sempre em português, pronta para mostrar a quem usa.',
  'As chamadas da conta enviam `Authorization: Bearer <token>`, com o token que o cadastro, o login ou o checkout devolvem.',
].join('\n\n')

/** The OpenAPI 3.1 document of every endpoint of the table, for an API served at `serverUrl`. */
export function openApiDocument(serverUrl = '/api') {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const name of ENDPOINT_NAMES) {
    const endpoint: Endpoint = ENDPOINTS[name]
    const path = openApiPath(endpoint.path)
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation(name, endpoint) }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `API ${DEFAULT_COMPANY.tradeName}`,
      version: API_VERSION,
      description: DESCRIPTION,
    },
    servers: [{ url: serverUrl }],
    tags: Object.values(ENDPOINT_TAGS).map((tag) => ({ name: tag })),
    paths,
    components: {
      schemas: { Falha: failureSchema },
      securitySchemes: {
        sessao: { type: 'http', scheme: 'bearer', description: 'O token de uma sessão.' },
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
      },
    },
  }
}
