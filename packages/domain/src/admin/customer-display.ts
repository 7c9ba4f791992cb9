import { maskDocument } from '../br/document.ts'

// How the operator console shows a customer: a live account by its own data (the document under
// its CPF/CNPJ mask), an erased one (LGPD art. 18, VI) as 'Conta excluída', never the anonymised
// placeholders its row keeps (an 'EXCLUIDA-…' document read through the mask, an '.invalid'
// address, an empty phone and address).

export const DELETED_ACCOUNT = 'Conta excluída'
const NOTHING = '—'

export interface CustomerIdentity {
  name: string
  email: string
  document: string
}

/** The name, e-mail and document a list row or a customer page shows. */
export function customerIdentity(customer: {
  name: string
  email: string
  document: string
  deleted?: boolean | undefined
}): CustomerIdentity {
  if (customer.deleted) return { name: DELETED_ACCOUNT, email: NOTHING, document: NOTHING }
  return {
    name: customer.name,
    email: customer.email,
    document: customer.document ? maskDocument(customer.document) : NOTHING,
  }
}

/** What a deleted customer's page says in place of the personal data it no longer has. */
export const DELETED_ACCOUNT_NOTICE =
  'O titular excluiu a conta: os dados pessoais foram apagados. Assinaturas e pagamentos ficam guardados, sem dados pessoais, pelo prazo da lei fiscal (5 anos).'
