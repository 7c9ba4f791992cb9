import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { withOutboxFile } from './file-transport.ts'
import type { MailMessage } from './mailer.ts'

let folder: string | undefined
afterEach(async () => {
  if (folder) await rm(folder, { recursive: true, force: true })
})

describe('withOutboxFile', () => {
  it('delivers through the inner transport and appends each message as a JSON line', async () => {
    folder = await mkdtemp(join(tmpdir(), 'outbox-'))
    const file = join(folder, 'outbox.jsonl')
    const delivered: MailMessage[] = []
    const transport = withOutboxFile(file, {
      name: 'memória',
      deliver: async (message) => void delivered.push(message),
    })
    const first = {
      to: 'ana@exemplo.com.br',
      subject: 'Código',
      text: 'ABC123',
      html: '<p>ABC123</p>',
    }
    await transport.deliver(first)
    await transport.deliver({ ...first, to: 'bia@exemplo.com.br' })

    const lines = (await readFile(file, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(delivered).toHaveLength(2)
    expect(lines.map((line) => line.to)).toEqual(['ana@exemplo.com.br', 'bia@exemplo.com.br'])
    expect(lines[0]).toMatchObject(first)
  })

  it('writes nothing when the inner delivery fails, so the outbox retry stays the truth', async () => {
    folder = await mkdtemp(join(tmpdir(), 'outbox-'))
    const file = join(folder, 'outbox.jsonl')
    const transport = withOutboxFile(file, {
      name: 'quebrado',
      deliver: async () => {
        throw new Error('SMTP fora do ar')
      },
    })
    await expect(
      transport.deliver({ to: 'a@exemplo.com.br', subject: 's', text: 't', html: 'h' }),
    ).rejects.toThrow('SMTP fora do ar')
    await expect(readFile(file, 'utf8')).rejects.toThrow()
  })
})
