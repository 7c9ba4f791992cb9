import pg from 'pg'

/** A throwaway database on the PostgreSQL server of `serverUrl`: its URL, and how to drop it. */
export async function createPostgresDatabase(serverUrl, prefix = 'bench') {
  const name = `${prefix}_${Date.now()}`
  const admin = async (text) => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    try {
      await client.query(text)
    } finally {
      await client.end()
    }
  }
  await admin(`create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) }
}
