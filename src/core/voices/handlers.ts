import type { HandlersOf } from '../../shared/bridge'
import { actorOf } from '../activity'
import type { ConsoleContext } from '../console/context'
import { VoiceLab } from './voice-lab'

/** The `voices.*` commands: the microphone permission, the voice lab's recording transfer, kept recording and cloning. */
export function voicesHandlers(ctx: ConsoleContext): HandlersOf<'voices'> {
  const lab = new VoiceLab({
    dataDir: ctx.options.dataDir,
    emit: ctx.events.emit,
    workspace: () => {
      const active = ctx.activeWorkspace.current
      return active && { workspaceId: active.profile.workspaceId, client: active.client }
    },
    connection: () => ctx.connection(),
    cache: () => ctx.cache,
  })
  return {
    'voices.microphoneAccess': async ({ ask }) => ({ status: (await ctx.options.microphoneAccess?.(ask)) ?? 'unknown' }),
    'voices.list': () => lab.list(),
    'voices.pending': () => lab.pending(),
    'voices.readPending': ({ offset, length }) => lab.readPending(offset, length),
    'voices.discardPending': () => lab.discardPending(),
    'voices.beginUpload': ({ totalBytes, fileName, source }) => lab.beginUpload(totalBytes, fileName, source),
    'voices.uploadChunk': ({ uploadId, index, dataBase64 }) => lab.uploadChunk(uploadId, index, dataBase64),
    'voices.clone': ({ uploadId, name, description, language }) => {
      const clone = () => lab.clone(uploadId, { name, description, language })
      const workspace = ctx.activeWorkspace.current
      // Without a workspace the lab refuses, keeping the recording: nothing was sent, nothing to record.
      if (!workspace) return clone()
      return ctx.activity.track(actorOf(workspace), { kind: 'voice.create', target: `voice ${name}` }, clone, ({ voice }) => ({
        targetId: voice._id,
        detail: voice.language ? `language ${voice.language}` : null,
      }))
    },
    'voices.cancel': ({ uploadId }) => lab.cancel(uploadId),
  }
}
