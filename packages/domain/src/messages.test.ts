import { describe, expect, it } from 'vitest'
import {
  CEP_LOOKUP_MESSAGES,
  CHECKOUT_MESSAGES,
  NOT_FOUND_MESSAGES,
  REQUEST_MESSAGES,
  withStatus,
} from './messages.ts'
import { TOASTS, UNEXPECTED_ERROR_MESSAGES } from './toasts.ts'

// Spec section 8, verbatim: the web, the API and the mocks all read these constants.
describe('error catalogue (spec section 8)', () => {
  it.each([
    ['timeout', REQUEST_MESSAGES.timeout, 'Timeout na requisição'],
    ['network failure', REQUEST_MESSAGES.network, 'Erro de rede'],
    ['non-OK response', REQUEST_MESSAGES.failed, 'Erro na requisição'],
    ['default success', REQUEST_MESSAGES.success, 'Sucesso'],
  ])('request wrapper, %s: %j', (_, actual, expected) => {
    expect(actual).toBe(expected)
  })

  it.each([
    [UNEXPECTED_ERROR_MESSAGES.login, 'Erro inesperado ao fazer login'],
    [UNEXPECTED_ERROR_MESSAGES.register, 'Erro inesperado ao registrar usuário'],
    [UNEXPECTED_ERROR_MESSAGES.forgot, 'Erro inesperado ao solicitar recuperação'],
    [UNEXPECTED_ERROR_MESSAGES.changePassword, 'Erro inesperado ao alterar senha'],
    [UNEXPECTED_ERROR_MESSAGES.updatePassword, 'Erro inesperado ao atualizar senha'],
    [UNEXPECTED_ERROR_MESSAGES.updateProfile, 'Erro inesperado ao atualizar perfil'],
    [UNEXPECTED_ERROR_MESSAGES.validateCode, 'Erro inesperado ao validar código'],
  ])('unexpected failure: %j', (actual, expected) => {
    expect(actual).toBe(expected)
  })

  it.each([
    [TOASTS.loginError, 'Erro no login', undefined],
    [TOASTS.loginSuccess, 'Login realizado!', undefined],
    [TOASTS.globalError, 'Erro inesperado', undefined],
    [TOASTS.promiseError, 'Erro de Promise', undefined],
    [TOASTS.registerError, 'Erro no registro', undefined],
    [TOASTS.registerSuccess, 'Conta criada com sucesso!', undefined],
    [TOASTS.forgotError, 'Erro ao enviar email', undefined],
    [TOASTS.unknownError, 'Erro desconhecido', undefined],
    [TOASTS.resendError, 'Erro ao reenviar', 'Tente novamente'],
    [TOASTS.resendSuccess, 'Código reenviado!', undefined],
    [TOASTS.codeValidated, 'Código validado!', undefined],
    [TOASTS.cepNotFound, 'CEP não encontrado', 'Verifique o CEP e tente novamente'],
    [
      TOASTS.cepError,
      'Erro ao buscar CEP',
      'Não conseguimos buscar o endereço agora. Preencha os campos do endereço à mão.',
    ],
    [TOASTS.cepFound, 'Endereço encontrado!', undefined],
    [TOASTS.profileError, 'Erro ao atualizar perfil', 'Erro inesperado ao atualizar perfil'],
    [TOASTS.profileSuccess, 'Perfil atualizado!', undefined],
    [TOASTS.passwordError, 'Erro ao alterar senha', undefined],
    [TOASTS.passwordSuccess, 'Senha alterada!', undefined],
    [TOASTS.paymentError, 'Erro no pagamento', 'Tente novamente mais tarde.'],
    [TOASTS.paymentFallback, 'Erro ao processar pagamento', undefined],
    [TOASTS.paymentSuccess, 'Pagamento aprovado!', undefined],
    [TOASTS.cancelError, 'Erro ao cancelar assinatura', 'Tente novamente'],
    [TOASTS.cancelUnexpected, 'Ocorreu um erro inesperado', undefined],
    [TOASTS.cancelSuccess, 'Assinatura cancelada!', undefined],
    [TOASTS.reactivateError, 'Erro ao reativar', 'Tente novamente mais tarde.'],
    [TOASTS.reactivateSuccess, 'Assinatura reativada!', undefined],
  ])('toast %j', (toast: { title: string; description?: string }, title, description) => {
    expect(toast.title).toBe(title)
    expect(toast.description).toBe(description)
  })

  it.each([
    [CEP_LOOKUP_MESSAGES.failed, 'Erro ao consultar CEP'],
    [CEP_LOOKUP_MESSAGES.notFound, 'CEP não encontrado'],
    [CEP_LOOKUP_MESSAGES.network, 'Erro de rede ao consultar CEP'],
    [NOT_FOUND_MESSAGES.plan, 'Plano não encontrado'],
    [NOT_FOUND_MESSAGES.product, 'Produto não encontrado'],
    [NOT_FOUND_MESSAGES.service, 'Serviço não encontrado'],
    [NOT_FOUND_MESSAGES.page, 'Oops! Página não encontrada'],
    [NOT_FOUND_MESSAGES.backHome, 'Voltar para a página inicial'],
    [CHECKOUT_MESSAGES.approved, 'Pagamento Aprovado!'],
  ])('message %j', (actual, expected) => {
    expect(actual).toBe(expected)
  })

  it.each([
    [404, 'Erro ao enviar email (404)'],
    [undefined, 'Erro ao enviar email'],
  ])(
    'the forgot-password error adds the status %s in parentheses when present',
    (status, expected) => {
      expect(withStatus(TOASTS.forgotError.title, status)).toBe(expected)
    },
  )
})
