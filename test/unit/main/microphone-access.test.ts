import { describe, expect, it, vi } from 'vitest'
import { dispatch, SwitchboardConsole } from '../../../src/core/console'
import { createMemorySecretStore } from '../../../src/core/secrets'
import { microphoneAccess, type MediaAccessPort } from '../../../src/main/microphone-access'

type Status = ReturnType<MediaAccessPort['getMediaAccessStatus']>

/** macOS's privacy database as the app sees it: a status, and a one-time prompt the user answers. */
function system(status: Status, userAnswers = true) {
  return {
    getMediaAccessStatus: vi.fn((_type: 'microphone' | 'camera' | 'screen') => status),
    askForMediaAccess: vi.fn(async (_type: 'microphone' | 'camera') => userAnswers),
  }
}

describe('the microphone permission of the operating system', () => {
  it('macOS: asks once, before the first recording, and reports the answer', async () => {
    const yes = system('not-determined', true)
    expect(await microphoneAccess('darwin', yes, true)).toBe('granted')
    expect(yes.askForMediaAccess).toHaveBeenCalledWith('microphone')
    expect(await microphoneAccess('darwin', system('not-determined', false), true)).toBe('denied')
  })

  it('macOS: never prompts when only the status is wanted, nor once the user has decided', async () => {
    const undecided = system('not-determined')
    expect(await microphoneAccess('darwin', undecided, false)).toBe('not-determined')
    for (const status of ['granted', 'denied', 'restricted'] as const) {
      const decided = system(status)
      expect(await microphoneAccess('darwin', decided, true)).toBe(status)
      expect(decided.askForMediaAccess).not.toHaveBeenCalled()
    }
    expect(undecided.askForMediaAccess).not.toHaveBeenCalled()
  })

  it("Windows: reads the privacy switch, which an app cannot ask to change", async () => {
    const off = system('denied')
    expect(await microphoneAccess('win32', off, true)).toBe('denied')
    expect(off.askForMediaAccess).not.toHaveBeenCalled()
    expect(await microphoneAccess('win32', system('granted'), true)).toBe('granted')
  })

  it('Linux: cannot tell, so the browser permission decides', async () => {
    const linux = system('granted')
    expect(await microphoneAccess('linux', linux, true)).toBe('unknown')
    expect(linux.getMediaAccessStatus).not.toHaveBeenCalled()
  })

  it('reaches the renderer as voices.microphoneAccess; a host that cannot tell answers unknown', async () => {
    const denied = system('denied')
    const desktop = new SwitchboardConsole({
      secrets: createMemorySecretStore(),
      host: 'electron',
      dataDir: '/d',
      version: '1',
      platform: 'darwin',
      microphoneAccess: (ask) => microphoneAccess('darwin', denied, ask),
    })
    expect(await dispatch(desktop.handlers, 'voices.microphoneAccess', { ask: true })).toEqual({ ok: true, value: { status: 'denied' } })
    const web = new SwitchboardConsole({ secrets: createMemorySecretStore(), host: 'web', dataDir: '/d', version: '1', platform: 'linux' })
    expect(await dispatch(web.handlers, 'voices.microphoneAccess', { ask: true })).toEqual({ ok: true, value: { status: 'unknown' } })
    expect(await dispatch(web.handlers, 'voices.microphoneAccess', {})).toMatchObject({ ok: false, error: { code: 'invalid_argument' } })
  })
})
