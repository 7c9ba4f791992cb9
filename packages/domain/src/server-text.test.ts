import { describe, expect, it } from 'vitest'
import { API_MESSAGES } from './contract/messages.ts'
import { OFFLINE_MESSAGES, REQUEST_MESSAGES } from './messages.ts'
import { looksPtBr } from './server-text.ts'
import { TOASTS, UNEXPECTED_ERROR_MESSAGES } from './toasts.ts'

describe('looksPtBr: a server text shown as it is, or replaced', () => {
  // Every text of ours must pass, or the screens would hide our own explanations.
  const ours = [
    ...Object.values(API_MESSAGES),
    ...Object.values(REQUEST_MESSAGES),
    ...Object.values(OFFLINE_MESSAGES),
    ...Object.values(UNEXPECTED_ERROR_MESSAGES),
    ...Object.values(TOASTS).flatMap((toast) => Object.values(toast)),
  ]
  it.each(ours)('ours: %s', (text) => expect(looksPtBr(text)).toBe(true))

  it.each([
    'Internal Server Error',
    'Bad Gateway',
    'Service Unavailable',
    'Gateway Timeout',
    'Not Found',
    'Too Many Requests',
    'Unauthorized',
    'Forbidden',
    'Request Entity Too Large',
    'Unexpected token < in JSON at position 0',
    'Failed to fetch',
    'upstream connect error or disconnect/reset before headers',
    '',
    '   ',
  ])('not pt-BR: %j', (text) => expect(looksPtBr(text)).toBe(false))

  it.each([null, undefined])('nothing: %j', (text) => expect(looksPtBr(text)).toBe(false))
})
