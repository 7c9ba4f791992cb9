/** Texts of the settings tab's LGPD self-service (Lei 13.709/2018, art. 18). */
export const PRIVACY_TEXTS = {
  exportTitle: 'Seus dados',
  exportDescription:
    'Baixe um arquivo JSON com seu perfil, assinaturas, pagamentos, computadores conectados, consentimentos e os e-mails que enviamos a você. Dados de cartão e senha nunca entram nele.',
  exportButton: 'Baixar meus dados',
  exporting: 'Preparando arquivo...',
  deleteButton: 'Excluir conta permanentemente',
  deleteTitle: 'Excluir conta permanentemente',
  deleteDescription: 'Esta ação não pode ser desfeita. Ao excluir a conta:',
  deleting: 'Excluindo...',
  passwordLabel: 'Digite sua senha para confirmar',
} as const

/** What deleting the account does, said before the customer confirms. */
export const DELETION_CONSEQUENCES = [
  'as assinaturas ativas são canceladas no provedor de pagamento e nada mais é cobrado;',
  'seus dados pessoais (nome, e-mail, CPF/CNPJ, telefone, endereço) são apagados;',
  'os registros dos pagamentos ficam guardados sem seus dados pessoais por 5 anos, como exige a legislação fiscal;',
  'todas as sessões são encerradas, inclusive esta, e enviamos uma confirmação para o seu e-mail.',
] as const

/** The file 'Baixar meus dados' saves: the date keeps two exports apart. */
export function exportFileName(exportedAt: string): string {
  return `meus-dados-atendimento-inteligente-${exportedAt.slice(0, 10)}.json`
}
