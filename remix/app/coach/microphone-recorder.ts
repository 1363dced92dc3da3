import { downsample, encodeWav, WAV_SAMPLE_RATE } from './wav';

const WORKLET_URL = '/audio/pcm-capture-worklet.js';

/** Why the microphone could not be recorded: shown in one line, and the practice goes on. */
export type MicrophoneProblem = 'denied' | 'unavailable';

/**
 * The learner's microphone while an exercise is recorded for the embedded AI coach bot (capture
 * 'browser'): raw samples from an AudioWorklet (ScriptProcessor where worklets are missing), kept in
 * memory and turned into a 16 kHz PCM16 mono WAV when the recording stops. Asked for only when a
 * recording has started; nothing leaves the device until the WAV is uploaded to its recording.
 */
export class MicrophoneRecorder {
  private readonly chunks: Float32Array[] = [];
  private stopped = false;

  private constructor(
    private readonly stream: MediaStream,
    private readonly context: AudioContext,
    private readonly release: () => void,
  ) {}

  static async start(): Promise<MicrophoneRecorder | MicrophoneProblem> {
    if (
      typeof navigator === 'undefined' ||
      !navigator.mediaDevices?.getUserMedia ||
      typeof AudioContext === 'undefined'
    )
      return 'unavailable';
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true },
      });
    } catch (error) {
      return error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError')
        ? 'denied'
        : 'unavailable';
    }
    const context = new AudioContext();
    try {
      const source = context.createMediaStreamSource(stream);
      let recorder: MicrophoneRecorder;
      if (context.audioWorklet) {
        await context.audioWorklet.addModule(WORKLET_URL);
        const node = new AudioWorkletNode(context, 'pcm-capture', {
          numberOfInputs: 1,
          numberOfOutputs: 0,
          channelCount: 1,
        });
        recorder = new MicrophoneRecorder(stream, context, () => {
          node.port.onmessage = null;
          source.disconnect();
        });
        node.port.onmessage = (event: MessageEvent<Float32Array>) => recorder.push(event.data);
        source.connect(node);
      } else {
        const processor = context.createScriptProcessor(4096, 1, 1);
        recorder = new MicrophoneRecorder(stream, context, () => {
          processor.onaudioprocess = null;
          source.disconnect();
          processor.disconnect();
        });
        processor.onaudioprocess = (event) => recorder.push(event.inputBuffer.getChannelData(0).slice(0));
        source.connect(processor);
        processor.connect(context.destination);
      }
      if (context.state === 'suspended') await context.resume().catch(() => undefined);
      return recorder;
    } catch {
      for (const track of stream.getTracks()) track.stop();
      void context.close().catch(() => undefined);
      return 'unavailable';
    }
  }

  private push(samples: Float32Array): void {
    if (!this.stopped) this.chunks.push(samples);
  }

  /** Stops the microphone and gives the recording as a WAV (null if nothing was heard). */
  async stop(): Promise<Uint8Array<ArrayBuffer> | null> {
    const rate = this.context.sampleRate;
    this.close();
    const length = this.chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    if (length === 0) return null;
    const all = new Float32Array(length);
    let offset = 0;
    for (const chunk of this.chunks) {
      all.set(chunk, offset);
      offset += chunk.length;
    }
    this.chunks.length = 0;
    // A context slower than 16 kHz (never seen in practice) keeps its own rate rather than being upsampled.
    return rate >= WAV_SAMPLE_RATE ? encodeWav(downsample(all, rate)) : encodeWav(all, rate);
  }

  /** Stops the microphone and forgets what was recorded (a cancelled recording). */
  cancel(): void {
    this.close();
    this.chunks.length = 0;
  }

  private close(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.release();
    for (const track of this.stream.getTracks()) track.stop();
    void this.context.close().catch(() => undefined);
  }
}
