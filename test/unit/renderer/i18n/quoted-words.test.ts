import { afterEach, describe, expect, it } from 'vitest'
import { builtCatalog } from '../../../../scripts/i18n'
import { ApiError, apiErrorWords } from '../../../../src/core/api'
import { GATED_ACTIONS, mayNot } from '../../../../src/shared/permissions'
import { storedError, storedWords } from '../../../../src/core/cache/error-words'
import { readDoNotCallCsv } from '../../../../src/core/compliance/do-not-call-csv'
import { inEnglish, words } from '../../../../src/core/errors/core-error'
import { OutboundBlockedError, type GuardBlock } from '../../../../src/core/outbound/outbound-guard'
import { diagnoseKeychainError, SecretStoreError } from '../../../../src/core/secrets'
import { describeUpdateError } from '../../../../src/core/updates'
import { describeCloneFailure } from '../../../../src/core/voices/describe-clone-failure'
import { followUp, readBack } from '../../../../src/core/admin/service-copy'
import { SOURCE_MESSAGES } from '../../../../src/shared/i18n/source'
import { Translator } from '../../../../src/shared/i18n/translator'
import { errorText, noteText, sentText, translation } from '../../../../src/renderer/i18n/translation.svelte'

const spanish = () => new Translator('es', builtCatalog('es'))
const offline = new ApiError({ code: 'offline', message: 'connect ECONNREFUSED' })

/** Words of the English source that would give away a message left untranslated. */
const ENGLISH = /\b(the|could|not|is|was|this|read|service)\b/i

describe("core's words that quote core's words (a refusal's reason)", () => {
  afterEach(() => {
    translation.translator = new Translator('en', SOURCE_MESSAGES)
  })

  it('are worded whole in the language in use, the quoted reason too', async () => {
    const kept = await readBack(
      () => Promise.reject(offline),
      () => ({ source: 'service' as const, fetchedAt: null, note: null }),
    )
    expect(noteText(kept)).toMatch(/^Saved on the service, but reading the result back failed: Switchboard cannot reach the service/)
    translation.translator = spanish()
    const said = noteText(kept)
    expect(said).toBe(
      'Guardado en el servicio, pero no se pudo volver a leer el resultado: Switchboard no puede conectar con el servicio. Compruebe la conexión de red y la dirección del espacio de trabajo en Ajustes. Switchboard muestra lo que guardó.',
    )
    expect(noteText(await followUp(() => Promise.reject(offline)))).toBe(said)
    expect(noteText(await followUp(async () => undefined))).toBeNull()
  })

  it('say every block of a refused call, each in Spanish', () => {
    const block = (kind: GuardBlock['kind'], said: ReturnType<typeof words>): GuardBlock => ({ kind, message: inEnglish(said), words: said })
    const listed = block('do-not-call', words('errors.outbound.doNotCall', { number: '+14155550100' }))
    const late = block('quiet-hours', words('errors.outbound.quietHours', { time: '22:30', zone: 'Europe/Paris', start: '08:00', end: '21:00' }))
    const third = block('invalid-number', words('errors.outbound.invalidNumber', { number: '555' }))
    const sent = new OutboundBlockedError([listed, late, third]).toBridgeError()
    expect(errorText(sent)).toBe(`This call is blocked: ${listed.message} ${late.message} ${third.message}`)
    translation.translator = spanish()
    const worded = errorText(sent)
    expect(worded).toMatch(/^Esta llamada está bloqueada: \+14155550100 está en la lista de no llamar\. .+22:30.+"555"/)
    expect(worded).not.toMatch(ENGLISH)
  })

  it("word the keychain's refusal and the updater's reasons", () => {
    const keychain = new SecretStoreError(diagnoseKeychainError('The keyring is locked', 'darwin')).toBridgeError()
    translation.translator = spanish()
    expect(errorText(keychain)).toBe(
      'El llavero del sistema no está disponible: el llavero está bloqueado. Abra Acceso a Llaveros, desbloquee el llavero de inicio de sesión y permita que Switchboard lo use.',
    )
    const failed = describeUpdateError(Object.assign(new Error('getaddrinfo ENOTFOUND updates.example'), { code: 'ENOTFOUND' }))
    expect(sentText(failed.words, failed.message)).toBe('No se pudo contactar con el servidor de actualizaciones. La consola lo volverá a intentar más tarde.')
  })

  it('a sync that could not read some items: counted and the first said, in Spanish', () => {
    const summary = words('errors.sync.someUnread', {
      count: 3,
      first: words('errors.sync.conversationUnread', { id: 'conv_1', reason: words('errors.api.serverError') }),
    })
    // Kept in the cache as JSON and read back after a restart: the quoted words survive.
    const kept = storedError(summary)
    expect(kept.text).toBe('3 items could not be read. Conversation conv_1: The service had an internal problem. Try again shortly.')
    const read = storedWords(kept.words)
    expect(read).toEqual(summary)
    translation.translator = spanish()
    expect(sentText(read ?? undefined, kept.text)).toBe('No se pudieron leer 3 elementos. Conversación conv_1: El servicio tuvo un problema interno. Vuelva a intentarlo en breve.')
  })

  it("word a refusal for a permission the key lacks as the console words a closed action", () => {
    const refused = apiErrorWords(new ApiError({ status: 403, code: 'FORBIDDEN', message: mayNot(GATED_ACTIONS.endCall), permission: 'call_end' }))
    const unnamed = apiErrorWords(new ApiError({ status: 403, code: 'FORBIDDEN', message: 'no', permission: 'moon_land' }))
    expect(typeof refused === 'string' ? refused : inEnglish(refused)).toBe(mayNot(GATED_ACTIONS.endCall))
    translation.translator = spanish()
    expect(typeof refused === 'string' ? refused : sentText(refused, '')).toBe('Esta clave no puede finalizar llamadas (permiso: call_end).')
    expect(typeof unnamed === 'string' ? unnamed : sentText(unnamed, '')).toBe('Esta clave no puede hacer eso (permiso: moon_land).')
  })

  it('word a redirect and a failed voice upload, the recording kept', () => {
    const moved = new ApiError({ status: 301, code: 'redirected', message: 'moved', details: 'https://api.example/' })
    const upload = describeCloneFailure(new ApiError({ status: 502, code: 'bad_gateway', message: '' })).toBridgeError()
    expect(upload.message).toBe('The service had an internal problem. Try again shortly. The recording is kept: try again, or discard it.')
    translation.translator = spanish()
    const redirect = apiErrorWords(moved)
    expect(typeof redirect === 'string' ? redirect : sentText(redirect, '')).toMatch(/^El servicio redirigió a https:\/\/api\.example\/; la clave de API no se envía allí\./)
    expect(errorText(upload)).toBe('El servicio tuvo un problema interno. Vuelva a intentarlo en breve. La grabación se conserva: vuelva a intentarlo o descártela.')
  })

  it("word a do-not-call file's refused rows", () => {
    const [row] = readDoNotCallCsv('number\n415 555 0100\n').errors
    translation.translator = spanish()
    expect(sentText(row?.words, row?.message ?? '')).toBe('"415 555 0100" no es un número de teléfono en formato internacional (un signo más o 00, el código de país y el número).')
  })

  it('fall back to the English sent when a quoted message is one this renderer lacks, and read none from a damaged copy', () => {
    translation.translator = spanish()
    const newer = { key: 'errors.history.refreshFailed', params: { reason: { key: 'errors.none.such' } } }
    expect(sentText(newer, 'Could not refresh: Gone.')).toBe('Could not refresh: Gone.')
    expect(storedWords(JSON.stringify({ key: 'errors.history.refreshFailed', params: { reason: { params: {} } } }))).toBeNull()
  })
})
