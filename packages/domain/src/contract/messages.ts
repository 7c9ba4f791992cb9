import { NOT_FOUND_MESSAGES, REQUEST_MESSAGES } from '../messages.ts'
import { PROFILE_MESSAGES } from '../schemas/account.ts'
import { TOKEN_REQUIRED_MESSAGE } from '../schemas/auth.ts'

/**
 * Every text the API answers with, in pt-BR: the one table the API, the mocks, the contract
 * suite and the OpenAPI document read. A text the screens also show (spec section 8) is taken
 * from domain/messages.ts, so it is written once.
 */
export const API_MESSAGES = {
  success: REQUEST_MESSAGES.success,

  // Accounts and sessions
  // Alike for a new and a taken e-mail or document: a token or a 409 would tell them apart.
  registered:
    'Cadastro recebido! Enviamos um e-mail para o endereço informado. Entre com seu e-mail e senha para continuar.',
  loggedIn: 'Login realizado com sucesso',
  badCredentials: 'E-mail ou senha incorretos',
  tokenValid: 'Token válido',
  tokenInvalid: 'Token inválido ou expirado',
  loggedOut: 'Sessão encerrada',
  noToken: TOKEN_REQUIRED_MESSAGE,
  badToken: 'Sessão expirada ou inválida. Entre novamente.',
  emailTaken: 'Este e-mail já está cadastrado',
  documentTaken: 'Este CPF/CNPJ já está cadastrado',
  wrongCurrentPassword: 'Senha atual incorreta',
  passwordUpdated: 'Senha alterada com sucesso',
  profileUpdated: 'Perfil atualizado com sucesso',
  emailChangePending:
    'Perfil atualizado. Enviamos um link de confirmação para o novo e-mail: a troca vale depois que você confirmar por lá.',
  currentPasswordRequired: PROFILE_MESSAGES.currentPassword,
  emailConfirmed: 'E-mail confirmado. Use o novo endereço para entrar.',
  emailLinkInvalid:
    'Link de confirmação inválido ou expirado. Peça a troca de e-mail outra vez no painel.',
  // An anonymous checkout's sign-up that clashes names neither the e-mail nor the document.
  signupNotPossible:
    'Não foi possível criar a conta com estes dados, e nada foi cobrado. Enviamos um e-mail para o endereço informado com os próximos passos.',

  // Password recovery
  codeSent: 'Se o e-mail estiver cadastrado, enviaremos um código para redefinir a senha.',
  codeValidated: 'Código validado',
  // Wrong, expired, used or blocked, or no account at all: one text, or it would tell which
  // e-mails have an account.
  codeRefused:
    'Código inválido ou expirado. Confira o código enviado para o seu e-mail ou solicite um novo.',
  passwordChangedWithCode: 'Senha alterada com sucesso. Entre com a nova senha.',

  // Plans, subscriptions and payments
  planNotFound: NOT_FOUND_MESSAGES.plan,
  subscriptionNotFound: 'Assinatura não encontrada',
  paymentNotFound: 'Pagamento não encontrado',
  pixNotFound: 'Pix não encontrado',
  alreadySubscribed: 'Você já tem uma assinatura ativa deste plano.',
  otherPlanActive: 'Você já tem um plano ativo. Cancele-o antes de assinar outro.',
  checkoutInProgress:
    'Já há um pagamento em andamento nesta conta. Aguarde alguns segundos e confira suas assinaturas.',
  gatewayUnavailable:
    'Não foi possível confirmar o pagamento agora. A assinatura ficou aguardando pagamento: use "Continuar Pagamento" em instantes.',
  signupKeptPaymentUnknown:
    'Sua conta foi criada, mas não foi possível confirmar o pagamento agora. Entre com seu e-mail e senha e use "Continuar Pagamento" em instantes.',
  paymentRefused: 'Pagamento recusado: {motivo}',
  awaitingConfirmation:
    'Há um pagamento do plano {plano} aguardando confirmação. Use "Continuar Pagamento" para concluí-lo.',
  paymentApproved: 'Pagamento aprovado! Sua assinatura está ativa.',
  paymentInReview: 'Pagamento em análise. Avisaremos assim que for confirmado.',
  pixIssued: 'Pix gerado. Pague com o QR code ou o código copia e cola.',
  cardUpdated:
    'Cartão atualizado. As próximas cobranças usarão o novo cartão; nada foi cobrado agora.',
  cardUpdateNotAllowed:
    'Só é possível atualizar o cartão de uma assinatura ativa ou aguardando pagamento.',
  receiptNotPaid: 'O recibo fica disponível depois que o pagamento é confirmado.',
  canceled: 'Assinatura cancelada. Você mantém o acesso até a próxima data de cobrança.',
  reactivated: 'Assinatura reativada',
  alreadyCanceled: 'Esta assinatura já está cancelada.',
  alreadyActive: 'Esta assinatura já está ativa.',
  pendingNotReactivable: 'Esta assinatura está aguardando pagamento: use "Continuar Pagamento".',
  otherOpen: 'Você já tem outra assinatura em andamento. Cancele-a antes de reativar esta.',
  noSavedCard:
    'Não há cartão salvo para esta assinatura. Assine o plano novamente para informar um cartão.',

  // Change of plan
  planUpgraded: 'Plano trocado. A diferença proporcional foi cobrada e o novo plano já vale.',
  planDowngradeScheduled: 'Troca agendada. O novo plano começa na próxima data de cobrança.',
  planChangeQuoted: 'Valor da troca calculado',
  planChangeNotActive: 'Só o plano ativo pode ser trocado.',
  planChangeSamePlan: 'Este já é o seu plano.',
  planChangeUnconfirmed:
    'Não foi possível confirmar a cobrança da troca agora. Tente de novo em instantes: a mesma cobrança é retomada, nunca feita duas vezes.',
  planChangeNoCard:
    'Não há cartão salvo nesta assinatura para cobrar a diferença. Cadastre um em "Atualizar cartão" e tente de novo.',
  planChangeAmountChanged:
    'O valor da troca mudou desde que foi mostrado. Confira o novo valor e confirme outra vez.',

  // LGPD self-service
  accountExported: 'Seus dados estão prontos para baixar.',
  notificationsSaved: 'Preferências de notificação salvas',
  accountDeleted:
    'Conta excluída. Enviamos uma confirmação para o seu e-mail e encerramos todas as sessões.',
  deletePasswordWrong: 'Senha incorreta. A conta não foi excluída.',
  // Operator console
  operatorOnly: 'Acesso restrito à equipe de operação.',
  customerNotFound: 'Cliente não encontrado',
  emailNotFound: 'E-mail não encontrado',
  canceledByOperator: 'Assinatura cancelada em nome do cliente.',
  reactivatedByOperator: 'Assinatura reativada em nome do cliente.',
  refunded: 'Pagamento reembolsado.',
  onlyPaidRefundable: 'Só um pagamento pago pode ser reembolsado.',
  refundFailed: 'O provedor de pagamento não confirmou o reembolso. Tente novamente em instantes.',
  emailResent: 'E-mail reenviado.',
  onlyFailedResendable: 'Só um e-mail que falhou pode ser reenviado.',
  emailRedacted: 'Este e-mail levava um código de uso único e não pode ser reenviado.',
  planCreated: 'Plano criado.',
  planUpdated: 'Plano atualizado.',
  planDeactivated: 'Plano desativado.',
  planDeleted: 'Plano excluído.',
  planIdTaken: 'Já existe um plano com este identificador.',
  planHasSubscribers: 'Este plano tem assinantes: ele não pode ser excluído, só desativado.',

  // Payment provider's webhook
  badWebhookToken: 'Token do webhook inválido',
  eventProcessed: 'Evento processado',
  eventDuplicate: 'Evento já processado',

  // The server's own state (orchestrators and Prometheus)
  healthy: 'Servidor no ar',
  ready: 'Pronto para atender',
  notReadyDraining: 'Servidor encerrando: não recebe novas requisições.',
  notReadyDatabase: 'Banco de dados indisponível.',
  notReadyMigrations: 'Migrações do banco pendentes.',
  metricsTokenInvalid: 'Token de métricas ausente ou inválido.',

  // Any route
  malformedJson: 'O corpo da requisição não é um JSON válido.',
  invalidData: 'Dados inválidos.',
  invalidField: 'Campo inválido: {campo}',
  invalidCharacter: 'O texto enviado contém um caractere inválido.',
  textTooLong: 'Texto longo demais: cada campo aceita até 1.000 caracteres.',
  bodyTooLarge: 'O corpo da requisição é grande demais.',
  routeNotFound: 'Rota não encontrada',
  tooManyTries: 'Muitas tentativas. Aguarde um minuto e tente novamente.',
  internalError: 'Erro interno do servidor',
  restarting: 'Servidor reiniciando. Tente novamente em instantes.',
  databaseUnavailable: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
  clientGone: 'A conexão foi encerrada antes da resposta. Tente novamente.',
  // Node's HTTP parser refuses these before any route runs (http/node-server.ts).
  headersTooLarge: 'Os cabeçalhos da requisição são grandes demais.',
  requestTimeout: 'A requisição demorou demais para chegar. Tente novamente.',
  malformedRequest: 'Requisição HTTP malformada.',
} as const

export type ApiMessageKey = keyof typeof API_MESSAGES

/** A text of the table with its `{placeholders}` filled in. */
function filled(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}

/** Another plan's subscription has a charge still waiting for the gateway's answer. */
export const awaitingConfirmation = (planName: string) =>
  filled(API_MESSAGES.awaitingConfirmation, { plano: planName })

/** 'Pagamento recusado: Cartão expirado.' */
export const refusedMessage = (reason: string) =>
  filled(API_MESSAGES.paymentRefused, { motivo: reason })

/** A field no form of ours leaves invalid: the API names the field instead. */
export const invalidField = (path: string) => filled(API_MESSAGES.invalidField, { campo: path })

/** The sandbox gateway's refusal reasons (the API's sandbox and the mocks answer with them). */
export const SANDBOX_REFUSAL_REASONS = {
  declined: 'Transação não autorizada pelo emissor do cartão.',
  invalid: 'Número do cartão inválido.',
  expired: 'Cartão expirado.',
} as const
