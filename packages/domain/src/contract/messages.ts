import { NOT_FOUND_MESSAGES, REQUEST_MESSAGES } from '../messages.ts'
import { PROFILE_MESSAGES } from '../schemas/account.ts'
import { TOKEN_REQUIRED_MESSAGE } from '../schemas/auth.ts'
import { TEXT_TOO_LONG_MESSAGE } from '../schemas/fields.ts'

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
  scheduledChangeCanceled: 'Troca cancelada. Você continua no plano atual.',
  noScheduledChange: 'Não há troca de plano agendada. Você continua no plano atual.',
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
  textTooLong: TEXT_TOO_LONG_MESSAGE,
  bodyTooLarge: 'O corpo da requisição é grande demais.',
  routeNotFound: 'Rota não encontrada',
  tooManyTries: 'Muitas tentativas. Aguarde um minuto e tente novamente.',
  internalError: 'Erro interno do servidor',
  restarting: 'Servidor reiniciando. Tente novamente em instantes.',
  databaseUnavailable: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
  clientGone: 'A conexão foi encerrada antes da resposta. Tente novamente.',
  // The Idempotency-Key of a repeatable write (contract/idempotency.ts).
  idempotencyKeyInvalid:
    'A chave Idempotency-Key deve ter de 1 a 255 caracteres visíveis, sem espaços.',
  idempotencyInProgress:
    'O mesmo pedido ainda está em andamento. Aguarde alguns segundos e confira o resultado.',
  idempotencyKeyReused:
    'Esta chave Idempotency-Key já foi usada em outro pedido. Gere uma nova para cada ação.',
  // Node's HTTP parser refuses these before any route runs (http/node-server.ts).
  headersTooLarge: 'Os cabeçalhos da requisição são grandes demais.',
  requestTimeout: 'A requisição demorou demais para chegar. Tente novamente.',
  malformedRequest: 'Requisição HTTP malformada.',

  // Money operations racing one another (issue 26)
  // A payment or change that waited for the account's deletion, on another process.
  accountGone: 'Esta conta foi excluída: nada foi cobrado nem alterado.',
  // The losers of refunds fired at once: the winner's refund is the one that happened.
  alreadyRefunded: 'Este pagamento já foi reembolsado.',
  // A plan priced 0 (a plan on request, say) is shown but never charged: no Pix or card of R$ 0.
  planNotPurchasable:
    'Este plano não tem preço definido e não pode ser contratado pelo site. Fale com a nossa equipe.',
  // PATCH /user with a document already in use: the answer does not say that it has an account.
  documentNotAccepted:
    'Não foi possível usar este CPF/CNPJ. Confira o número; se ele estiver certo, fale com a nossa equipe.',
  // Past a daily limit (changes of CPF/CNPJ in the profile): a minute's wait would not do.
  tooManyTriesToday: 'Muitas tentativas hoje. Tente novamente amanhã.',
  // The desktop app's sign-in (OAuth 2.0 device flow) and licence (issue 23). Each OAuth failure
  // also has its RFC code (contract/oauth-errors.ts).
  oauthUnknownClient: 'Aplicativo desconhecido: confira o client_id.',
  oauthFormRequired: 'Envie os parâmetros como application/x-www-form-urlencoded.',
  oauthRepeatedParameter: 'Parâmetro repetido: {nome}.',
  oauthPending: 'Aguardando a aprovação do código no navegador.',
  oauthSlowDown: 'Consultas rápidas demais: espere 5 segundos a mais entre uma e outra.',
  oauthDenied:
    'O pedido foi recusado no navegador ("Não fui eu"). Nenhum computador foi conectado.',
  oauthExpired: 'O código expirou. Peça um novo código no aplicativo.',
  oauthBadDeviceCode:
    'Código do dispositivo inválido ou já usado. Peça um novo código no aplicativo.',
  oauthBadRefreshToken: 'A sessão do aplicativo expirou ou é inválida. Entre de novo.',
  oauthRefreshReused:
    'Esta sessão do aplicativo foi usada duas vezes e foi encerrada por segurança. Entre de novo.',
  deviceRevoked: 'Este computador foi desconectado da sua conta. Entre de novo para usá-lo.',
  deviceSeatLimit:
    'Este computador foi desconectado porque o plano permite menos computadores. Libere um no painel, em Computadores, e entre de novo.',
  appNoToken: 'Falta o token de acesso do aplicativo.',
  appBadToken: 'Token de acesso do aplicativo inválido ou expirado.',
  licenceIssued: 'Licença emitida',
  licenceRefused: 'A conta não pode usar o aplicativo agora',
  activationFound: 'Pedido de conexão encontrado',
  // Wrong, expired, used or unknown: one text.
  activationCodeRefused:
    'Código inválido ou expirado. Confira o código mostrado no aplicativo ou peça um novo por lá.',
  activationNoSubscription:
    'Sua conta não tem uma assinatura ativa. Assine um plano para conectar o aplicativo.',
  activationSeatLimit:
    'Todos os computadores do seu plano estão em uso ({limite}). Desconecte um para conectar este.',
  deviceConnected: 'Computador conectado! Volte ao aplicativo: ele já pode ser usado.',
  activationDenied: 'Pedido recusado. O código não vale mais e nenhum computador foi conectado.',
  deviceNotFound: 'Computador não encontrado',
  deviceRenamed: 'Nome do computador alterado',
  deviceDisconnected: 'Computador desconectado. A vaga ficou livre.',
  devicesDisconnected: 'Todos os computadores foram desconectados.',

  // The API's standards (issue 27)
  planLimitReached:
    'Limite de 100 planos atingido: exclua um plano que nunca teve assinantes antes de criar outro.',
  notificationsUnsubscribed:
    'Pronto: você não vai mais receber notificações por e-mail. Os e-mails de segurança e de cobrança continuam chegando.',
  unsubscribeLinkInvalid:
    'Link inválido para deixar de receber notificações. Desligue-as no painel, em Configurações.',

  // The payment provider (issue 26, the real gateway)
  // A creation at the provider claimed by another request, or one whose answer was lost a
  // moment ago (the provider may still be finishing it): nothing is done twice.
  paymentStillProcessing:
    'O pagamento anterior ainda está sendo processado pelo provedor. Aguarde um minuto e tente de novo: nada será cobrado duas vezes.',

  // Releases and updates (issue 24)
  updateFeedNotFound: 'Nenhuma versão publicada neste canal para este sistema.',
  releaseRefused: 'Versão recusada: {motivo}',
  releaseNotFound: 'Versão não encontrada neste canal',
  releasePublished: 'Versão publicada',
  releaseRolloutChanged: 'Liberação gradual alterada',
  releaseWithdrawn: 'Versão retirada: o canal volta a oferecer a anterior',
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

/** 'Todos os computadores do seu plano estão em uso (2 de 2)...'. */
export const seatLimitMessage = (used: number, max: number) =>
  filled(API_MESSAGES.activationSeatLimit, { limite: `${used} de ${max}` })

/** 'Versão recusada: O arquivo de Linux está sem o sha512 (base64)'. */
export const releaseRefusedMessage = (reason: string) =>
  filled(API_MESSAGES.releaseRefused, { motivo: reason })

/** A form parameter sent twice (RFC 6749 §3.1 forbids it). */
export const repeatedParameterMessage = (name: string) =>
  filled(API_MESSAGES.oauthRepeatedParameter, { nome: name })
