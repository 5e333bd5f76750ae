// The floor of a host's start (issue 38): a bare Node process that opens the
// console's SQLite file with better-sqlite3, reads from it, listens on loopback and
// prints one line, as the browser host does when it serves. Plain JavaScript, so
// nothing is transpiled at its start either.
import { createServer } from 'node:http'
import { join } from 'node:path'
import Database from 'better-sqlite3'

const [dataDir, cacheFile] = process.argv.slice(2)
const db = new Database(join(dataDir, cacheFile))
db.pragma('journal_mode = WAL')
db.prepare('SELECT count(*) FROM sqlite_master').get()
const server = createServer((_request, response) => response.end())
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`Switchboard console: http://127.0.0.1:${server.address().port}/#token=bare\n`)
})
process.once('SIGTERM', () => {
  server.close()
  db.close()
  process.exit(0)
})
