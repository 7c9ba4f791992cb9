import { describe, expect, it } from 'vitest'
import { makeCnpj, makeCpf } from '../testing/documents.ts'
import { customerIdentity, DELETED_ACCOUNT } from './customer-display.ts'

const cpf = makeCpf()
const cnpj = makeCnpj()
const maskedCpf = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`

describe('customerIdentity (issue 29)', () => {
  it.each([
    [
      'a live customer with a CPF',
      { name: 'João Pereira', email: 'joao@exemplo.com.br', document: cpf },
      { name: 'João Pereira', email: 'joao@exemplo.com.br', document: maskedCpf },
    ],
    [
      'a live customer with no document',
      { name: 'Ana', email: 'ana@exemplo.com.br', document: '', deleted: false },
      { name: 'Ana', email: 'ana@exemplo.com.br', document: '—' },
    ],
    [
      // Its anonymised row once read 'EX.CLU.IDA/7FE4-3F' through the CNPJ mask.
      'a deleted customer',
      {
        name: 'Conta excluída',
        email: 'excluida-7fe43f@conta-excluida.invalid',
        document: 'EXCLUIDA-7fe43f',
        deleted: true,
      },
      { name: DELETED_ACCOUNT, email: '—', document: '—' },
    ],
  ])('%s', (_, customer, expected) => {
    expect(customerIdentity(customer)).toEqual(expected)
  })

  it('masks a CNPJ of a live customer and never shows a deleted one', () => {
    expect(customerIdentity({ name: 'Loja', email: 'l@e.com', document: cnpj }).document).toMatch(
      /^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/,
    )
    expect(
      customerIdentity({ name: 'Loja', email: 'l@e.com', document: cnpj, deleted: true }),
    ).toEqual({ name: 'Conta excluída', email: '—', document: '—' })
  })
})
