export { updateNotReady, type UpdateService } from './update-service'
export { nextUpdateState, sameUpdateState, type UpdateSignal } from './update-machine'
export { releaseNotesText, type RawReleaseNotes } from './release-notes'
export { describeUpdateError, updateFailure, type UpdateFailure } from './describe-update-error'
