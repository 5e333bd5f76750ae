export { VoiceLab, type VoiceLabDeps } from './voice-lab'
export { VoiceLabError, type VoiceLabErrorCode } from './voice-lab-error'
export { describeCloneFailure } from './describe-clone-failure'
export { readWavHeader, type WavFormat } from './wav-header'
