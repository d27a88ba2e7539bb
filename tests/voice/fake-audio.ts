/** A buffer source stand-in: what it plays, where to, how often started, whether stopped. */
export class FakeSource {
  buffer: { length?: number; duration?: number } | null = null;
  connectedTo: unknown = null;
  started = 0;
  stopped = false;
  connect(target: unknown) {
    this.connectedTo = target;
  }
  start() {
    this.started += 1;
  }
  stop() {
    this.stopped = true;
  }
}

/** An analyser whose window holds `level` in every sample. */
export class FakeAnalyser {
  fftSize = 2048;
  level = 0;
  connect() {}
  getFloatTimeDomainData(buffer: Float32Array) {
    buffer.fill(this.level);
  }
}

/**
 * A Web Audio context stand-in: `suspended` until resumed; decoded recordings last 5 s. How
 * `resume` answers: runs, stays suspended, or never settles (Firefox, no device); `running`:
 * the output runs already (resumed in the press), and `resume` never settles.
 */
export class FakeAudioContext {
  state: AudioContextState = 'suspended';
  resumes: 'run' | 'stay' | 'never' | 'running' = 'run';
  resumed = 0;
  closed = false;
  readonly destination = { kind: 'speakers' };
  readonly sampleRate = 48_000;
  readonly analyser = new FakeAnalyser();
  readonly sources: FakeSource[] = [];
  constructor(resumes: FakeAudioContext['resumes'] = 'run') {
    this.resumes = resumes;
    if (resumes === 'running') this.state = 'running';
  }
  /** Whether a sound of this context started playing (the unlock's silent frame included). */
  get playing() {
    return this.sources.some((source) => source.started > 0);
  }
  async decodeAudioData() {
    return { duration: 5 };
  }
  createBuffer(channels: number, length: number, rate: number) {
    return { channels, length, rate };
  }
  createBufferSource() {
    const source = new FakeSource();
    this.sources.push(source);
    return source;
  }
  createAnalyser() {
    return this.analyser;
  }
  resume() {
    this.resumed += 1;
    if (this.resumes === 'never' || this.resumes === 'running') return new Promise<void>(() => {});
    if (this.resumes === 'run') this.state = 'running';
    return Promise.resolve();
  }
  async close() {
    this.closed = true;
  }
}

/** A context that can also read the microphone's stream (the hear-check's meter). */
export class MeteringContext extends FakeAudioContext {
  readonly streams: MediaStream[] = [];
  createMediaStreamSource(stream: MediaStream) {
    this.streams.push(stream);
    return { connect() {} };
  }
}

/** `createAudioContext` for a driver: each context built is kept in `made`. */
export function audioContexts<T extends FakeAudioContext>(build: () => T) {
  const made: T[] = [];
  const create = () => {
    const context = build();
    made.push(context);
    return context as unknown as AudioContext;
  };
  return { made, create };
}
