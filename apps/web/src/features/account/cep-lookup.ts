import type { CepAddress } from '@atendimento/domain/schemas/cep'
import { TOASTS } from '@atendimento/domain/toasts'
import { lookupCep } from '../../api/cep.ts'
import { notify } from '../shell/notify.ts'

/**
 * What the ui forms' `onCepLookup` gets: the address of a complete CEP, with the spec's toasts
 * ('Endereço encontrado!', 'CEP não encontrado', 'Erro ao buscar CEP'); null when none.
 */
export async function lookupAddress(cep: string): Promise<CepAddress | null> {
  const result = await lookupCep(cep)
  if (result.status === 'found') {
    void notify('success', TOASTS.cepFound)
    return result.address
  }
  if (result.status === 'not-found') {
    void notify('error', TOASTS.cepNotFound)
  } else {
    console.error('Consulta de CEP falhou:', result.message)
    void notify('error', TOASTS.cepError)
  }
  return null
}
