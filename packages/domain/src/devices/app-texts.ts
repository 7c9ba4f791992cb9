/**
 * What the desktop app tells the person when its licence cannot be checked with the server
 * (the client library's own cases; the server's come with its answers).
 */
export const APP_CLIENT_TEXTS = {
  signedOut: 'Este computador não está conectado a uma conta. Entre para usar o aplicativo.',
  offlineNoLicence: 'Sem conexão com o servidor e sem licença guardada. Conecte-se à internet.',
  offlineExpired: 'A licença guardada venceu. Conecte-se à internet para renová-la.',
  licenceUnreadable:
    'A licença guardada não pôde ser verificada. Conecte-se à internet para receber outra.',
  issuedInFuture:
    'A licença recebida tem data no futuro: confira a data e a hora deste computador.',
  clockSetBack:
    'A data deste computador está antes da última verificação da licença. Acerte a data e a hora e conecte-se à internet.',
  codeExpired: 'O código expirou antes da aprovação. Peça um novo código.',
  codeDenied: 'O pedido foi recusado no navegador. Nenhum computador foi conectado.',
  // Updates (issue 24)
  noUpdateChannel: 'Nenhuma versão publicada neste canal para este sistema.',
  updateUnreachable: 'Não foi possível procurar atualizações agora. Tente mais tarde.',
  updateUnreadable: 'O arquivo de atualização veio num formato que o aplicativo não entende.',
  downloadWrongSize: 'O arquivo baixado não tem o tamanho esperado: baixe de novo.',
  downloadWrongChecksum:
    'O arquivo baixado não confere com a soma SHA-512 publicada: não instale, baixe de novo.',
} as const
