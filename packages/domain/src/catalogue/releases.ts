import { DEFAULT_COMPANY } from '../company.ts'
import type { Release } from '../schemas/release.ts'

export const WINDOWS_INSTALLER_SIZE = '186 MB'

/** Releases, newest first. */
export const RELEASES: readonly Release[] = [
  {
    version: '1.0.0',
    date: '2024-12-15',
    isLatest: true,
    changelog: {
      new: [
        'Conexão com o WhatsApp Business por QR Code',
        'Configuração da identidade e do comportamento da IA',
        'Sugestões da IA no modo manual',
        'Modelos de resposta rápida',
        'Gatilhos por palavra-chave com respostas fixas',
        'Transferência inteligente para um atendente humano',
        'Gestão local de clientes, eventos e painéis',
      ],
      improvements: [],
      fixes: [],
    },
    platforms: {
      windows: { url: DEFAULT_COMPANY.downloads.windows, size: WINDOWS_INSTALLER_SIZE },
      macos: { url: DEFAULT_COMPANY.downloads.macos },
      linux: { url: DEFAULT_COMPANY.downloads.linux },
    },
  },
]

export function latestRelease(releases: readonly Release[] = RELEASES): Release | undefined {
  return releases.find((release) => release.isLatest) ?? releases[0]
}

/** The download page shows only the latest release until the history is expanded. */
export function visibleReleases(releases: readonly Release[], expanded: boolean): Release[] {
  if (expanded) return [...releases]
  const latest = latestRelease(releases)
  return latest ? [latest] : []
}
