import { net, protocol } from 'electron'
import { join, normalize, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { APP_SCHEME } from './origins'

/** Must run before `app.whenReady()`: makes `app://` a secure, standard origin. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ])
}

/** Serves the built renderer on `app://switchboard/`, never a file outside it. */
export function serveRenderer(rendererDir: string): void {
  protocol.handle(APP_SCHEME, (request) => {
    const relative = normalize(decodeURIComponent(new URL(request.url).pathname)).replace(/^([/\\])+/, '')
    const file = join(rendererDir, relative || 'index.html')
    if (!file.startsWith(rendererDir + sep)) return new Response('Not found', { status: 404 })
    return net.fetch(pathToFileURL(file).toString())
  })
}
