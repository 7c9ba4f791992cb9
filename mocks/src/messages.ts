/**
 * The API's own answers, word for word (apps/api/src/modules/*). The contract suite compares
 * them with the real API on every run, so a change there fails `npm test` until it is copied here.
 */
export const MESSAGES = {
  success: 'Sucesso',
  registered:
    'Cadastro recebido! Enviamos um e-mail para o endereço informado. Entre com seu e-mail e senha para continuar.',
  loggedIn: 'Login realizado com sucesso',
  badCredentials: 'E-mail ou senha incorretos',
  codeSent: 'Se o e-mail estiver cadastrado, enviaremos um código para redefinir a senha.',
  codeValidated: 'Código validado',
  codeRefused:
    'Código inválido ou expirado. Confira o código enviado para o seu e-mail ou solicite um novo.',
  passwordChangedWithCode: 'Senha alterada com sucesso. Entre com a nova senha.',
  tokenValid: 'Token válido',
  tokenInvalid: 'Token inválido ou expirado',
  loggedOut: 'Sessão encerrada',
  noToken: 'Token de autenticação não encontrado',
  badToken: 'Sessão expirada ou inválida. Entre novamente.',
  wrongCurrentPassword: 'Senha atual incorreta',
  passwordUpdated: 'Senha alterada com sucesso',
  profileUpdated: 'Perfil atualizado com sucesso',
  emailChangePending:
    'Perfil atualizado. Enviamos um link de confirmação para o novo e-mail: a troca vale depois que você confirmar por lá.',
  emailConfirmed: 'E-mail confirmado. Use o novo endereço para entrar.',
  emailLinkInvalid:
    'Link de confirmação inválido ou expirado. Peça a troca de e-mail outra vez no painel.',
  currentPasswordRequired: 'Digite sua senha atual para trocar o e-mail',
  signupNotPossible:
    'Não foi possível criar a conta com estes dados, e nada foi cobrado. Enviamos um e-mail para o endereço informado com os próximos passos.',
  emailTaken: 'Este e-mail já está cadastrado',
  documentTaken: 'Este CPF/CNPJ já está cadastrado',
  planNotFound: 'Plano não encontrado',
  subscriptionNotFound: 'Assinatura não encontrada',
  paymentNotFound: 'Pagamento não encontrado',
  pixNotFound: 'Pix não encontrado',
  alreadySubscribed: 'Você já tem uma assinatura ativa deste plano.',
  otherPlanActive: 'Você já tem um plano ativo. Cancele-o antes de assinar outro.',
  gatewayUnavailable:
    'Não foi possível confirmar o pagamento agora. A assinatura ficou aguardando pagamento: use "Continuar Pagamento" em instantes.',
  signupKeptPaymentUnknown:
    'Sua conta foi criada, mas não foi possível confirmar o pagamento agora. Entre com seu e-mail e senha e use "Continuar Pagamento" em instantes.',
  paymentApproved: 'Pagamento aprovado! Sua assinatura está ativa.',
  canceled: 'Assinatura cancelada. Você mantém o acesso até a próxima data de cobrança.',
  reactivated: 'Assinatura reativada',
  alreadyCanceled: 'Esta assinatura já está cancelada.',
  alreadyActive: 'Esta assinatura já está ativa.',
  pendingNotReactivable: 'Esta assinatura está aguardando pagamento: use "Continuar Pagamento".',
  otherOpen: 'Você já tem outra assinatura em andamento. Cancele-a antes de reativar esta.',
  noSavedCard:
    'Não há cartão salvo para esta assinatura. Assine o plano novamente para informar um cartão.',
  malformedJson: 'O corpo da requisição não é um JSON válido.',
  invalidData: 'Dados inválidos.',
  internalError: 'Erro interno do servidor',
  restarting: 'Servidor reiniciando. Tente novamente em instantes.',
  tooManyTries: 'Muitas tentativas. Aguarde um minuto e tente novamente.',
} as const

/** Another plan's subscription has a charge still waiting for the gateway's answer. */
export const awaitingConfirmation = (planName: string) =>
  `Há um pagamento do plano ${planName} aguardando confirmação. Use "Continuar Pagamento" para concluí-lo.`

/** 'Pagamento recusado: Cartão expirado.' */
export const refusedMessage = (reason: string) => `Pagamento recusado: ${reason}`

/** The sandbox gateway's refusal reasons (apps/api/src/payments/sandbox-gateway.ts). */
export const REFUSAL_REASONS = {
  declined: 'Transação não autorizada pelo emissor do cartão.',
  invalid: 'Número do cartão inválido.',
  expired: 'Cartão expirado.',
} as const
