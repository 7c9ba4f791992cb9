import { userInfo } from 'node:os'

/**
 * A reason the server cannot start that the operator can fix: the message says what failed,
 * where, and what to do, and is printed without a stack trace.
 */
export class StartupError extends Error {
  override name = 'StartupError'
}

const codeOf = (error: unknown) => (error as { code?: unknown } | undefined)?.code
const messageOf = (error: unknown) =>
  error instanceof Error ? error.message || error.name : String(error)

function currentUser(): string {
  try {
    return userInfo().username
  } catch {
    return `uid ${process.getuid?.() ?? '?'}`
  }
}

/** Why DATA_DIR cannot hold the embedded database, in words an operator acts on. */
export function dataDirError(dataDir: string, error: unknown): StartupError {
  const folder = `pasta de dados ${dataDir} (DATA_DIR)`
  const fix = 'ou aponte DATA_DIR para uma pasta em que este usuário possa escrever.'
  switch (codeOf(error)) {
    case 'EACCES':
    case 'EPERM':
      return new StartupError(
        `Sem permissão de escrita na ${folder} para o usuário ${currentUser()}. Dê a esse usuário permissão de leitura e escrita na pasta (chown/chmod), ${fix}`,
      )
    case 'EROFS':
      return new StartupError(
        `A ${folder} está num sistema de arquivos somente leitura. Monte-a com escrita, ${fix}`,
      )
    case 'ENOTDIR':
    case 'EEXIST':
      return new StartupError(
        `DATA_DIR aponta para ${dataDir}, que não é uma pasta (ou um caminho acima dela é um arquivo). Use o caminho de uma pasta.`,
      )
    case 'ENOSPC':
      return new StartupError(
        `Não há espaço em disco na ${folder}. Libere espaço e inicie de novo.`,
      )
    default:
      return new StartupError(
        `Não foi possível abrir o banco embutido na ${folder}: ${messageOf(error)}. Se a pasta foi copiada de outra versão ou está corrompida, restaure um backup (docs/deploy.md).`,
      )
  }
}

/** The connection string without its password, to name the server in a message. */
export function describePostgresUrl(url: string): string {
  try {
    const parsed = new URL(url)
    const user = parsed.username ? `${decodeURIComponent(parsed.username)}@` : ''
    return `${user}${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`
  } catch {
    return '(DATABASE_URL inválida)'
  }
}

function databaseName(url: string): string {
  try {
    return decodeURIComponent(new URL(url).pathname.slice(1)) || '(padrão)'
  } catch {
    return '?'
  }
}

/** Why the PostgreSQL of DATABASE_URL cannot be used, in words an operator acts on. */
export function postgresError(url: string, error: unknown): StartupError {
  const server = `PostgreSQL em ${describePostgresUrl(url)} (DATABASE_URL)`
  const nested = (error as { errors?: unknown[] } | undefined)?.errors?.[0]
  const code = codeOf(error) ?? codeOf(nested)
  const slow = `O ${server} não respondeu a tempo. Confira a rede, o firewall e o endereço.`
  switch (code) {
    case 'ECONNREFUSED':
      return new StartupError(
        `Conexão recusada pelo ${server}. Confira se o servidor está no ar, o host e a porta.`,
      )
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return new StartupError(
        `Host não encontrado: ${server}. Confira o nome do servidor em DATABASE_URL.`,
      )
    case 'ETIMEDOUT':
      return new StartupError(slow)
    case '28P01':
    case '28000':
      return new StartupError(
        `O ${server} recusou o usuário ou a senha. Confira as credenciais em DATABASE_URL.`,
      )
    case '3D000':
      return new StartupError(
        `O banco "${databaseName(url)}" não existe no ${server}. Crie-o (createdb ${databaseName(url)}) ou corrija o nome em DATABASE_URL.`,
      )
    case '42501':
      return new StartupError(
        `O usuário de DATABASE_URL não pode criar tabelas no ${server}: ${messageOf(error)}. Dê a ele permissão no schema (GRANT CREATE) ou use o dono do banco.`,
      )
    case '53300':
      return new StartupError(
        `O ${server} não aceita mais conexões (limite atingido). Aumente max_connections ou reduza os processos.`,
      )
    default:
      if (/timeout exceeded when trying to connect/i.test(messageOf(error))) {
        return new StartupError(slow)
      }
      return new StartupError(`Não foi possível usar o ${server}: ${messageOf(error)}`)
  }
}
