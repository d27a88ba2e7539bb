/** Live captions and honest answer times (docs/decisions/0030). */
export const voiceCaptions = {
  /** Beside an assistant line: its answer time ('0,8 s'), seen … */
  answerTime: (seconds: string) => `${seconds} s`,
  /** … and heard by screen readers, in words. */
  answerTimeLabel: (seconds: string) => `Antwortzeit ${seconds} Sekunden`,
  /** The recap's fact: median and 90th percentile (nearest rank). */
  recapAnswerTimes: (median: string, p90: string) =>
    `Antwortzeit: Median ${median} s · 90 % unter ${p90} s`,
  /** No turn, no figure. */
  recapNoAnswerTime: 'Antwortzeit: –',
} as const;
