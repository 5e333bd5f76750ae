import type { TranscriptSegment } from '../../shared/bridge'
import { formatMoment } from '../../shared/time/zoned-format'
import { t } from '../i18n/translation.svelte'

/** One line of a kept room transcript as History shows it. */
export interface TranscriptLineView {
  segmentId: string
  kind: TranscriptSegment['speaker']['kind']
  speaker: string
  /** ISO, for `<time datetime>`. */
  at: string
  /** When it was said, in the display zone, to the second. */
  time: string
  text: string
}

/** Who spoke, in the supervisor's words: the agent's or supervisor's name, "Customer". */
export function speakerLabel(speaker: TranscriptSegment['speaker']): string {
  if (speaker.kind === 'customer') return t('history.speaker.customer')
  if (speaker.kind === 'supervisor') return speaker.name ? t('history.speaker.namedSupervisor', { name: speaker.name }) : t('history.speaker.supervisor')
  return speaker.name || t('history.speaker.aiAgent')
}

/** The lines in the order spoken (as core answers them), each with its speaker and time in `zone`. */
export function transcriptLines(segments: readonly TranscriptSegment[], zone: string): TranscriptLineView[] {
  return segments.map((segment) => ({
    segmentId: segment.segmentId,
    kind: segment.speaker.kind,
    speaker: speakerLabel(segment.speaker),
    at: segment.startedAt,
    time: formatMoment(segment.startedAt, zone),
    text: segment.text,
  }))
}
