export { updateNotReady, type UpdateService } from './update-service'
export { nextUpdateState, sameUpdateState, type UpdateSignal } from './update-machine'
export { releaseNotesText, type RawReleaseNotes } from './release-notes'
export { describeUpdateError } from './describe-update-error'
