import type { ConnectionStatus, EmitEvent, MicrophoneAccessStatus } from '../../shared/bridge'
import { actorOf, type ActivityLog } from '../activity'
import type { Cache } from '../cache'
import type { FeatureModule, WorkspaceAccess } from '../console/context'
import { VoiceLab } from './voice-lab'

/** What `voices.*` needs. */
export interface VoicesPorts {
  readonly dataDir: string
  readonly emit: EmitEvent
  readonly activeWorkspace: WorkspaceAccess
  connection(): ConnectionStatus
  cache(): Cache
  readonly activity: Pick<ActivityLog, 'track'>
  /** The operating system's microphone permission; absent where the host cannot tell. */
  readonly microphoneAccess: ((ask: boolean) => Promise<MicrophoneAccessStatus>) | undefined
}

/** The `voices.*` commands: the microphone permission, the voice lab's recording transfer, kept recording and cloning. */
export function voicesModule(ports: VoicesPorts): FeatureModule<'voices'> {
  const lab = new VoiceLab({
    dataDir: ports.dataDir,
    emit: ports.emit,
    workspace: () => {
      const active = ports.activeWorkspace.current
      return active && { workspaceId: active.profile.workspaceId, client: active.client }
    },
    connection: () => ports.connection(),
    cache: () => ports.cache(),
  })
  return {
    prefix: 'voices',
    handlers: {
      'voices.microphoneAccess': async ({ ask }) => ({ status: (await ports.microphoneAccess?.(ask)) ?? 'unknown' }),
      'voices.list': () => lab.list(),
      'voices.pending': () => lab.pending(),
      'voices.readPending': ({ offset, length }) => lab.readPending(offset, length),
      'voices.discardPending': () => lab.discardPending(),
      'voices.beginUpload': ({ totalBytes, fileName, source }) => lab.beginUpload(totalBytes, fileName, source),
      'voices.uploadChunk': ({ uploadId, index, dataBase64 }) => lab.uploadChunk(uploadId, index, dataBase64),
      'voices.clone': ({ uploadId, name, description, language }) => {
        const clone = () => lab.clone(uploadId, { name, description, language })
        const workspace = ports.activeWorkspace.current
        // Without a workspace the lab refuses, keeping the recording: nothing was sent, nothing to record.
        if (!workspace) return clone()
        return ports.activity.track(actorOf(workspace), { kind: 'voice.create', target: `voice ${name}` }, clone, ({ voice }) => ({
          targetId: voice._id,
          detail: voice.language ? `language ${voice.language}` : null,
        }))
      },
      'voices.cancel': ({ uploadId }) => lab.cancel(uploadId),
    },
  }
}
