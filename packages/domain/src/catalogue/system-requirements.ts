import type { Platform } from '../schemas/release.ts'

export const SYSTEM_REQUIREMENTS = {
  memory: { minimumGb: 4, recommendedGb: 8, label: '4 GB de RAM (8 GB recomendados)' },
  disk: { minimumMb: 500, label: '500 MB de espaço livre em disco' },
  operatingSystems: {
    windows: 'Windows 10 versão 1903 ou superior (64 bits)',
    macos: 'macOS 10.15 (Catalina) ou superior',
    linux: 'Ubuntu 18.04+ ou Debian 10+ (64 bits)',
  } satisfies Record<Platform, string>,
} as const

export const PLATFORM_LABELS: Record<Platform, string> = {
  windows: 'Windows',
  macos: 'macOS',
  linux: 'Linux',
}
