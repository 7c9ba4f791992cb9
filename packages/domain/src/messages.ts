/**
 * Messages of spec section 8, verbatim, for the web's request wrapper, screens and the API.
 * The screens' toasts live in toasts.ts: every page reads this file, few show a toast.
 */

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
  /** A session check got no answer: the session is kept (later ruling on sessions). */
  server:
    'Sem conexão com o servidor. Você continua conectado à sua conta; tentaremos de novo assim que a conexão voltar.',
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
