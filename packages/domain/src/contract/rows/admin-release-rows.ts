import {
  adminPublishReleaseSchema,
  adminReleaseListSchema,
  adminReleaseSchema,
  releaseChannelSchema,
  releaseRolloutSchema,
  releaseVersionParamsSchema,
} from '../../schemas/release.ts'
import type { Endpoint, EndpointTag } from '../endpoint.ts'

// The tag written out (the type checks it against ENDPOINT_TAGS): a browser that loads this file
// then carries no other area's text (the landing's first load has no bytes to spare).
const tag = 'Administração' satisfies EndpointTag

const admin = { auth: 'operator', tag } as const

const action = {
  ...admin,
  params: releaseVersionParamsSchema,
  data: adminReleaseSchema,
  errors: { 400: ['releaseRefused'], 404: ['releaseNotFound'] },
} as const

/**
 * The console's 'Versões' (issue 24): the same actions as `npm run versions`, each written to
 * the audit trail with the operator, and the downloads counted per platform.
 */
export const ADMIN_RELEASE_ROWS = {
  adminListReleases: {
    ...admin,
    method: 'GET',
    path: '/admin/releases',
    summary: 'Lista todas as versões do aplicativo, dos dois canais, retiradas inclusive',
    description:
      'Da mais nova à mais antiga, com a liberação gradual, se é crítica, quando foi retirada e os downloads por sistema contados em /download.',
    data: adminReleaseListSchema,
  },
  adminPublishRelease: {
    ...admin,
    method: 'POST',
    path: '/admin/releases',
    summary: 'Publica uma versão a partir dos três arquivos YAML do electron-builder',
    description:
      'Os arquivos latest.yml, latest-mac.yml e latest-linux.yml colados como texto; `urlBase` completa os nomes de arquivo relativos. Recusada, com o motivo, se a versão não for maior que a atual do canal ou se faltar sha512 ou tamanho a algum arquivo.',
    body: adminPublishReleaseSchema,
    data: adminReleaseSchema,
    success: ['releasePublished'],
    errors: { 400: ['releaseRefused'] },
  },
  adminSetReleaseRollout: {
    ...action,
    method: 'POST',
    path: '/admin/releases/:version/rollout',
    summary: 'Muda a porcentagem de computadores a que a versão é oferecida (0 a 100)',
    description:
      'O aplicativo decide pela identidade estável do computador, como o electron-updater: subir a porcentagem nunca tira um computador que já a recebia.',
    body: releaseRolloutSchema,
    success: ['releaseRolloutChanged'],
  },
  adminWithdrawRelease: {
    ...action,
    method: 'POST',
    path: '/admin/releases/:version/withdraw',
    summary: 'Retira uma versão: some de /download e do arquivo de atualização',
    description:
      'A versão anterior do canal volta a ser oferecida; quem instalou a retirada recebe a anterior. O número não pode ser usado de novo.',
    body: releaseChannelSchema,
    success: ['releaseWithdrawn'],
  },
} as const satisfies Record<string, Endpoint>
