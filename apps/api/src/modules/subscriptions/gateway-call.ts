import { API_MESSAGES, refusedMessage } from '@atendimento/domain/contract/messages'
import { HTTPException } from 'hono/http-exception'
import type { ApiContext } from '../../context.ts'
import {
  GatewayBusyError,
  GatewayRefusedError,
  GatewayUnavailableError,
} from '../../payments/gateway.ts'

/**
 * A provider that did not answer is a 502; what was written stays for the retry. A creation
 * still under way (payments/gateway-claims.ts) is a 409: the retry must wait for it. A refusal
 * the provider gave as an error (a subscription it will not create) is a 402 with its reason.
 */
export async function callGateway<T>(ctx: ApiContext, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof GatewayBusyError) {
      throw new HTTPException(409, { message: API_MESSAGES.paymentStillProcessing })
    }
    if (error instanceof GatewayRefusedError) {
      throw new HTTPException(402, { message: refusedMessage(error.message) })
    }
    if (error instanceof GatewayUnavailableError) {
      ctx.log({ level: 'warn', msg: 'gateway sem resposta', err: error.message })
      throw new HTTPException(502, { message: API_MESSAGES.gatewayUnavailable })
    }
    throw error
  }
}
