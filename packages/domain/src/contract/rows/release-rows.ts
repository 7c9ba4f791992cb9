import * as v from 'valibot'
import {
  downloadCountSchema,
  releaseListQuerySchema,
  releaseListSchema,
  releaseVersionParamsSchema,
  updateFeedParamsSchema,
  updateFeedQuerySchema,
} from '../../schemas/release.ts'
import type { Endpoint, EndpointTag } from '../endpoint.ts'

// The tag written out (the type checks it against ENDPOINT_TAGS): a browser that loads this file
// then carries no other area's text (the landing's first load has no bytes to spare).
const tag = 'Versões' satisfies EndpointTag

/**
 * The desktop app's releases (issue 24): the list /download shows, and the update feed the
 * installed apps read, in electron-updater's generic-provider format.
 */
export const RELEASE_ROWS = {
  listReleases: {
    method: 'GET',
    path: '/releases',
    auth: 'none',
    tag,
    summary: 'Lista as versões publicadas do aplicativo, da mais nova à mais antiga',
    description:
      'Público. Só o canal `latest` e só as versões não retiradas; cada sistema com o link, o tamanho e o SHA-512 (base64) do instalador. `limit` de 1 a 50 (padrão 20). Responde com ETag (304 quando nada mudou).',
    query: releaseListQuerySchema,
    data: releaseListSchema,
  },
  updateFeed: {
    method: 'GET',
    path: '/updates/:file',
    auth: 'none',
    tag,
    summary:
      'O arquivo de atualização do aplicativo (latest.yml e afins), no formato do electron-updater',
    description:
      'O que o `electron-updater` (provedor `generic`) lê: `version`, `files[{url, sha512, size}]`, `path`, `sha512`, `releaseDate`, `releaseNotes` e `stagingPercentage`, em YAML. A versão mais nova não retirada do canal; retirada, volta a anterior. O canal `beta` só responde ao aplicativo com o token de acesso (Authorization: Bearer) de uma conta que pode vê-lo; aos demais, 404. Com ETag (304 quando nada mudou).',
    params: updateFeedParamsSchema,
    query: updateFeedQuerySchema,
    file: {
      contentTypes: ['application/yaml'],
      description: 'O UpdateInfo do electron-updater, em YAML.',
    },
    errors: { 404: ['updateFeedNotFound'] },
    outsideCaller: 'O aplicativo de desktop (electron-updater)',
  },
  countDownload: {
    method: 'POST',
    path: '/releases/:version/downloads',
    auth: 'none',
    tag,
    summary: 'Conta um download feito em /download (por versão, sistema e dia)',
    description:
      'Só um contador por versão, sistema e dia: nenhum endereço, cookie ou identificador é guardado. Versões retiradas ou do canal beta respondem 404.',
    params: releaseVersionParamsSchema,
    body: downloadCountSchema,
    data: v.null(),
    errors: { 404: ['releaseNotFound'] },
    rateLimited: true,
  },
} as const satisfies Record<string, Endpoint>
