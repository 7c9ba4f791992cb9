import type { ToastText } from '../toasts.ts'

/** The site's texts about the desktop app's computers (the dashboard tab and /ativar). */
export const DEVICE_TEXTS = {
  loadFailed: 'Não foi possível carregar seus computadores.',
  loading: 'Carregando seus computadores…',
  tabIntro:
    'Os computadores com o aplicativo conectado à sua conta. Desconecte um para liberar a vaga dele na hora.',
  activateTitle: 'Conectar o aplicativo',
  activateIntro:
    'Digite o código que aparece no aplicativo do computador (ou abra o link do QR code).',
  connectedTitle: 'Computador conectado!',
  connectedText: 'Volte ao aplicativo: ele já pode ser usado. Você pode fechar esta página.',
  deniedTitle: 'Pedido recusado',
  deniedText:
    'Nenhum computador foi conectado e o código deixou de valer. Se você não pediu este código, troque sua senha.',
  disconnectAllTitle: 'Desconectar todos os computadores',
  disconnectAllText:
    'Se você trocou a senha porque alguém pode tê-la usado, desconecte também os computadores com o aplicativo: cada um pede para entrar de novo.',
} as const

export const DEVICE_TOASTS = {
  disconnected: { title: 'Computador desconectado', description: 'A vaga ficou livre.' },
  allDisconnected: { title: 'Todos os computadores foram desconectados' },
  renamed: { title: 'Nome do computador alterado' },
  failed: { title: 'Não foi possível concluir' },
} satisfies Record<string, ToastText>
