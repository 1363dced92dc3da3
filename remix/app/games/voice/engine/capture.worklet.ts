/**
 * The AudioWorklet of the voice analysis (issue 18): on the audio thread it takes the microphone's
 * first channel, downsamples it to 16 kHz and posts 512-sample frames (32 ms) to the analysis worker
 * over the MessagePort the page hands it. Nothing is analysed here and nothing goes to the page.
 */
import { Framer, StreamResampler, VAD_FRAME_SAMPLES } from '@impromptu/voice/resample';
import { CAPTURE_PROCESSOR, type ToWorklet } from './messages.js';

// The AudioWorkletGlobalScope's names, which the DOM library does not declare.
declare const sampleRate: number;
declare class AudioWorkletProcessor {
  readonly port: MessagePort;
}
declare function registerProcessor(
  name: string,
  processor: new () => AudioWorkletProcessor & { process(inputs: Float32Array[][]): boolean },
): void;

class CaptureProcessor extends AudioWorkletProcessor {
  private readonly resampler = new StreamResampler(sampleRate);
  private readonly framer = new Framer(VAD_FRAME_SAMPLES);
  private frames: MessagePort | null = null;

  constructor() {
    super();
    this.port.onmessage = (event: MessageEvent<ToWorklet>) => {
      if (event.data.type === 'frames-port') this.frames = event.data.port;
    };
  }

  process(inputs: Float32Array[][]): boolean {
    const channel = inputs[0]?.[0];
    const frames = this.frames;
    if (channel && frames) {
      this.framer.push(this.resampler.push(channel), (frame) => frames.postMessage(frame, [frame.buffer]));
    }
    return true;
  }
}

registerProcessor(CAPTURE_PROCESSOR, CaptureProcessor);
