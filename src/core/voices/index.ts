export { VoiceLab, type VoiceLabDeps } from './voice-lab'
export { describeCloneFailure } from './describe-clone-failure'
export { readWavHeader, type WavFormat } from './wav-header'
