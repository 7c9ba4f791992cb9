/** Messages of spec section 8, verbatim, for the web's request wrapper, screens and the API. */

export const REQUEST_MESSAGES = {
  timeout: 'Timeout na requisição',
  network: 'Erro de rede',
  failed: 'Erro na requisição',
  success: 'Sucesso',
} as const

/**
 * Offline (no spec text exists; ours): the calls that need the server say so plainly, and the
 * pages cached for offline use say why they may be out of date.
 */
export const OFFLINE_MESSAGES = {
  request: 'Sem conexão com a internet. Conecte-se e tente novamente.',
  banner: 'Você está sem conexão. As páginas já visitadas continuam disponíveis.',
  pageTitle: 'Sem conexão com a internet',
  pageText: 'Esta página precisa de internet. Conecte-se e tente novamente.',
  retry: 'Tentar novamente',
} as const

/**
 * A list the screen depends on could not load (no spec text: the spec only logs, which misled a
 * paying customer into subscribing again). Shown in the list's place, with a retry.
 */
export const LIST_LOAD_MESSAGES = {
  plans: 'Não foi possível carregar os planos.',
  subscriptions: 'Não foi possível carregar suas assinaturas.',
  payments: 'Não foi possível carregar seus pagamentos.',
  hint: 'Verifique sua conexão e tente de novo.',
  retry: 'Tentar novamente',
  retrying: 'Carregando…',
} as const

/** An account call was refused (401): the session is over and the visitor signs in again. */
export const SESSION_EXPIRED_MESSAGE = {
  title: 'Sua sessão expirou',
  description: 'Entre novamente para continuar.',
} as const

/** The service worker found a newer site (issue 9's text, then ours). */
export const UPDATE_MESSAGES = {
  title: 'Nova versão disponível',
  text: 'Atualize para usar a versão mais recente do site.',
  update: 'Atualizar',
  later: 'Agora não',
} as const

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
  cepError: { title: 'Erro ao buscar CEP', description: 'Tente novamente mais tarde' },
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
} as const satisfies Record<string, ToastText>

/** The CEP lookup's own errors, before the screen turns them into toasts. */
export const CEP_LOOKUP_MESSAGES = {
  failed: 'Erro ao consultar CEP',
  notFound: 'CEP não encontrado',
  network: 'Erro de rede ao consultar CEP',
} as const

export const NOT_FOUND_MESSAGES = {
  plan: 'Plano não encontrado',
  product: 'Produto não encontrado',
  service: 'Serviço não encontrado',
  page: 'Oops! Página não encontrada',
  backHome: 'Voltar para a página inicial',
} as const

export const CHECKOUT_MESSAGES = {
  approved: 'Pagamento Aprovado!',
} as const

/** 'Erro ao enviar email (404)': the status in parentheses when there is one. */
export function withStatus(message: string, status?: number): string {
  return status ? `${message} (${status})` : message
}
