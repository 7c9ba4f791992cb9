import * as v from 'valibot'
import type { Endpoint, EndpointTag } from '../endpoint.ts'

// The tag written out (the type checks it against ENDPOINT_TAGS): a browser that loads this file
// then carries no other area's text (the landing's first load has no bytes to spare).
const tag = 'Documentação' satisfies EndpointTag

/** The API's own description: the OpenAPI document and the interactive reference. */
export const DOCS_ROWS = {
  openApiDocument: {
    method: 'GET',
    path: '/openapi.json',
    auth: 'none',
    tag,
    summary: 'Esta descrição da API, em OpenAPI 3.1',
    description:
      'Feito da tabela de contrato da API (`packages/domain/src/contract`), a mesma que o servidor e o site usam.',
    file: { contentTypes: ['application/json'], description: 'O documento OpenAPI 3.1.' },
  },
  apiReference: {
    method: 'GET',
    path: '/docs',
    auth: 'none',
    tag,
    summary: 'A referência interativa da API, feita deste documento',
    description:
      'Página em português servida pelos arquivos do próprio servidor: não faz chamadas a outros endereços.',
    file: { contentTypes: ['text/html'], description: 'A referência interativa da API.' },
  },
  apiReferenceAsset: {
    method: 'GET',
    path: '/docs/:file',
    auth: 'none',
    tag,
    summary: 'Os arquivos da referência interativa (scripts e estilos)',
    description: 'Com ETag e compressão (br ou gzip) conforme o `Accept-Encoding`.',
    params: v.object({ file: v.pipe(v.string(), v.maxLength(200)) }),
    file: {
      contentTypes: ['text/javascript', 'text/css'],
      description: 'Script ou folha de estilos.',
    },
    errors: { 404: ['routeNotFound'] },
  },
} as const satisfies Record<string, Endpoint>
