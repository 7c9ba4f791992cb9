import type { ChatMessage } from '@atendimento/ui/chat-mockup'

export interface DemoStep {
  title: string
  description: string
  /** The conversation as it stands at the end of this step. */
  messages: readonly ChatMessage[]
}

const greeting: ChatMessage[] = [
  { id: 'c1', from: 'customer', text: 'Boa tarde! Vocês fazem entrega no sábado?', time: '14:02' },
]
const answer: ChatMessage[] = [
  {
    id: 'a1',
    from: 'assistant',
    text: 'Boa tarde! 😊 Fazemos sim: aos sábados entregamos das 8h às 12h. Quer que eu agende a sua entrega?',
    time: '14:02',
  },
  { id: 'c2', from: 'customer', text: 'Quero! Pode ser às 10h?', time: '14:03' },
]
const handOff: ChatMessage[] = [
  {
    id: 'a2',
    from: 'assistant',
    text: 'Prontinho, entrega agendada para sábado às 10h. Vou avisar a nossa equipe para confirmar o endereço com você.',
    time: '14:03',
  },
]

/** The 3-step conversation of /demo. */
export const DEMO_STEPS: readonly DemoStep[] = [
  {
    title: 'O cliente chama',
    description: 'Uma mensagem chega no seu WhatsApp Business, a qualquer hora do dia.',
    messages: greeting,
  },
  {
    title: 'A IA responde na hora',
    description:
      'O assistente entende a pergunta e responde com naturalidade, no tom da sua marca.',
    messages: [...greeting, ...answer],
  },
  {
    title: 'Tudo resolvido',
    description: 'A IA conclui o pedido e chama a sua equipe quando a conversa precisa de atenção.',
    messages: [...greeting, ...answer, ...handOff],
  },
]
