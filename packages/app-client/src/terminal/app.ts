// The desktop app's stand-in, on the library the app embeds: `npm run app -- entrar | status | sair`.
import { readFileSync } from 'node:fs'
import { homedir, hostname, platform as osPlatform } from 'node:os'
import { join, resolve } from 'node:path'
import { formatUserCode } from '@atendimento/domain/devices/user-code'
import type { Platform } from '@atendimento/domain/schemas/release'
import { createAppClient, SignInError } from '../client.ts'
import { describeState, drawQr } from './describe-state.ts'
import { fileStorage } from './file-storage.ts'

const USAGE = 'Uso: npm run app -- entrar | status | atualizar | sair'

/** The version this stand-in plays: the one the site published first, unless APP_VERSION says. */
const APP_VERSION = process.env.APP_VERSION ?? '1.0.0'

const server = (process.env.APP_SERVER_URL ?? 'http://localhost:3000').replace(/\/+$/, '')
const stateFile = resolve(
  process.env.INIT_CWD ?? '.',
  process.env.APP_STATE_FILE ?? join(homedir(), '.atendimento-inteligente', 'app.json'),
)

/** The machine's id, as an installed app would read it; APP_MACHINE_ID stands for another computer. */
function machineId(): string {
  if (process.env.APP_MACHINE_ID) return process.env.APP_MACHINE_ID
  try {
    return readFileSync('/etc/machine-id', 'utf8').trim()
  } catch {
    return hostname()
  }
}

const platform: Platform =
  osPlatform() === 'win32' ? 'windows' : osPlatform() === 'darwin' ? 'macos' : 'linux'

const app = createAppClient({
  issuer: server,
  storage: fileStorage(stateFile),
  device: {
    name: `${hostname()} (terminal)`,
    platform,
    appVersion: APP_VERSION,
    machineId: machineId(),
  },
  // The stand-in talks to a server on this machine (npm start); a real app, https only.
  allowInsecureRequests: server.startsWith('http://'),
})

async function signIn() {
  const pending = await app.signIn()
  console.log(`Para conectar este computador, abra ${pending.verificationUri}`)
  console.log(`e digite o código: ${formatUserCode(pending.userCode)}\n`)
  console.log('Ou aponte a câmera do celular para o QR code:\n')
  console.log(drawQr(pending.qr))
  console.log('\nAguardando a aprovação no navegador... (Ctrl+C cancela)')
  const state = await pending.wait()
  console.log(state.kind === 'licensed' ? '\nComputador conectado!\n' : '')
  for (const line of describeState(state)) console.log(line)
  return state.kind === 'licensed'
}

async function status() {
  const state = await app.licence()
  for (const line of describeState(state)) console.log(line)
  return state.kind === 'licensed'
}

async function update() {
  const check = await app.checkForUpdate(APP_VERSION, platform)
  if (check.kind === 'available') {
    const { file } = check
    console.log(
      check.downgrade
        ? `A versão ${APP_VERSION} foi retirada: volte para a ${check.version}.`
        : `Nova versão disponível: ${check.version} (você tem a ${APP_VERSION}).`,
    )
    if (check.notes) console.log(`\n${check.notes}\n`)
    console.log(`Arquivo: ${file.url}`)
    console.log(`Tamanho: ${file.size} bytes`)
    console.log(`SHA-512 (base64): ${file.sha512}`)
  } else if (check.kind === 'up_to_date') {
    console.log(`Você já tem a versão mais recente (${APP_VERSION}).`)
  } else if (check.kind === 'not_yet') {
    console.log(
      `A versão ${check.version} está sendo liberada aos poucos (${check.stagingPercentage}% dos computadores) e ainda não chegou a este.`,
    )
  } else {
    console.log(check.message)
  }
  return check.kind !== 'unavailable'
}

async function signOut() {
  const { revoked } = await app.signOut()
  console.log(
    revoked
      ? 'Computador desconectado: a vaga ficou livre.'
      : 'Dados apagados deste computador. Sem conexão: desconecte-o também no painel, em Computadores.',
  )
  return true
}

const commands: Record<string, () => Promise<boolean>> = {
  entrar: signIn,
  status,
  atualizar: update,
  sair: signOut,
}

const command = commands[process.argv[2] ?? '']
if (!command) {
  console.error(USAGE)
  process.exit(2)
}
try {
  process.exitCode = (await command()) ? 0 : 1
} catch (error) {
  if (error instanceof SignInError) console.error(error.message)
  else if (error instanceof TypeError) console.error(`Não foi possível falar com ${server}.`)
  else console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
