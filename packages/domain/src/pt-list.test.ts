import { describe, expect, it } from 'vitest'
import { listPt } from './pt-list.ts'

describe('listPt', () => {
  it.each([
    [[], ''],
    [['Email'], 'Email'],
    [['Email', 'Cidade'], 'Email e Cidade'],
    [['ipify', 'ipapi', 'IPinfo'], 'ipify, ipapi e IPinfo'],
  ])('%j reads %j', (items, text) => {
    expect(listPt(items)).toBe(text)
  })
})
