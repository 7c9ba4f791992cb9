// The fake Asaas' webhook queue. Asaas delivers each event at least once, in order only in its
// sequential mode: this queue can also deliver each event twice, out of order, or before the
// answer of the call that caused it (the charge is not known yet on our side).

// biome-ignore lint/suspicious/noExplicitAny: Asaas' loose JSON as it came
type Json = Record<string, any>

export interface AsaasWebhookEvent {
  id: string
  event: string
  dateCreated: string
  payment?: Json
  subscription?: Json
}

/** How the queue misbehaves; all off is Asaas' sequential mode without failures. */
export interface WebhookPolicy {
  /** Every event is delivered twice. */
  duplicate: boolean
  /** Deliveries come in a shuffled order (seeded, so a failing run can be replayed). */
  shuffle: boolean
  /**
   * Events raised by a call are delivered while that call is still being answered, before our
   * side has heard of the charge (needs a sink).
   */
  early: boolean
}

export type WebhookSink = (event: AsaasWebhookEvent) => Promise<unknown>

/** A small seeded generator (mulberry32): the same seed, the same order. */
function seeded(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function createWebhookQueue() {
  const pending: AsaasWebhookEvent[] = []
  const delivered: AsaasWebhookEvent[] = []
  const policy: WebhookPolicy = { duplicate: false, shuffle: false, early: false }
  let random = seeded(1)
  let sink: WebhookSink | undefined
  let sequence = 0

  async function send(events: AsaasWebhookEvent[]) {
    if (!sink) throw new Error('fake Asaas: no webhook sink set')
    for (const event of events) {
      delivered.push(event)
      await sink(event)
    }
  }

  return {
    pending,
    delivered,
    policy,
    /** Where deliveries go (a test posts them to the API). */
    setSink(next: WebhookSink | undefined) {
      sink = next
    },
    seed(value: number) {
      random = seeded(value)
    },
    /** An event the fake raised; `now` delivers it at once when the queue is set to early. */
    async raise(
      event: string,
      body: Omit<AsaasWebhookEvent, 'id' | 'event' | 'dateCreated'>,
      at: string,
    ) {
      const raised = {
        id: `evt_${String(++sequence).padStart(8, '0')}`,
        event,
        dateCreated: at,
        ...body,
      }
      // A copy: the event carries the object as it was when it happened.
      const frozen = structuredClone(raised)
      if (policy.early && sink) await send(policy.duplicate ? [frozen, frozen] : [frozen])
      else pending.push(...(policy.duplicate ? [frozen, frozen] : [frozen]))
    },
    /**
     * Delivers what is queued (shuffled when the policy says so, newest first when asked);
     * resolves when all were sent.
     */
    async flush(order: 'queued' | 'reversed' = 'queued') {
      const batch = pending.splice(0)
      if (order === 'reversed') batch.reverse()
      if (policy.shuffle) {
        for (let i = batch.length - 1; i > 0; i--) {
          const j = Math.floor(random() * (i + 1))
          ;[batch[i], batch[j]] = [batch[j] as AsaasWebhookEvent, batch[i] as AsaasWebhookEvent]
        }
      }
      await send(batch)
    },
    reset() {
      pending.length = 0
      delivered.length = 0
      Object.assign(policy, { duplicate: false, shuffle: false, early: false })
      random = seeded(1)
      sink = undefined
    },
  }
}
export type WebhookQueue = ReturnType<typeof createWebhookQueue>
