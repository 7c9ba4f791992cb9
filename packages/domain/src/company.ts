import type { Platform } from './schemas/release.ts'

export interface SupportHours {
  weekdays: string
  saturday: string
  emailReply: string
}

export interface CompanyConfig {
  /** The name people know the business by. */
  tradeName: string
  /** The registered name printed on the legal pages. */
  registeredName: string
  /** The tax id, masked for display. */
  cnpj: string
  /** WhatsApp and phone number with country and area code, digits only. */
  phone: string
  /** The phone as shown on the page. */
  phoneDisplay: string
  salesEmail: string
  /** Official contact for privacy requests. */
  contactEmail: string
  /** The site's host, shown on legal pages and in contact messages. */
  host: string
  supportHours: SupportHours
  downloads: Record<Platform, string>
}

/**
 * Neutral placeholder facts, obviously not a real company's (the .example domain is reserved
 * for documentation). A business replaces them once, through the web app's build-time settings.
 */
export const DEFAULT_COMPANY: CompanyConfig = {
  tradeName: 'Atendimento Inteligente',
  registeredName: 'Empresa Exemplo Tecnologia Ltda.',
  cnpj: '11.222.333/0001-81',
  phone: '5511900000000',
  phoneDisplay: '(11) 90000-0000',
  salesEmail: 'vendas@atendimento-inteligente.example',
  contactEmail: 'contato@atendimento-inteligente.example',
  host: 'atendimento-inteligente.example',
  supportHours: {
    weekdays: 'Segunda a sexta, das 8h às 18h',
    saturday: 'Sábado, das 8h às 12h',
    emailReply: 'Respondemos emails em até 24 horas',
  },
  downloads: {
    windows:
      'https://downloads.atendimento-inteligente.example/1.0.0/AtendimentoInteligente-Setup-1.0.0.exe',
    macos:
      'https://downloads.atendimento-inteligente.example/1.0.0/AtendimentoInteligente-1.0.0.dmg',
    linux:
      'https://downloads.atendimento-inteligente.example/1.0.0/AtendimentoInteligente-1.0.0.AppImage',
  },
}

/** The defaults with whatever a deployment sets; blank overrides are ignored. */
export function companyConfig(overrides: Partial<CompanyConfig> = {}): CompanyConfig {
  const set = Object.fromEntries(
    Object.entries(overrides).filter(([, value]) => value !== undefined && value !== ''),
  )
  return { ...DEFAULT_COMPANY, ...set }
}
