/**
 * Streaming conversion of microphone audio (44.1 or 48 kHz, in the AudioWorklet's 128-sample blocks) to
 * the 16 kHz the VAD model expects, cut into fixed frames. A windowed-sinc low-pass (Blackman window,
 * cut-off just under the new Nyquist frequency) before decimation, so nothing above 8 kHz folds back.
 * Dependency-free and allocation-light: the AudioWorklet runs it on the audio thread.
 */
export const VAD_SAMPLE_RATE = 16_000;
export const VAD_FRAME_SAMPLES = 512;
const PHASES = 256;

export class StreamResampler {
  private readonly step: number;
  private readonly halfWidth: number;
  private readonly cutoff: number;
  private readonly taps: number;
  private readonly kernels: Float32Array[];
  private buffer: Float32Array;
  private length = 0;
  /** Position of the next output sample, in input samples from the buffer's start. */
  private position = 0;

  /**
   * @param inputRate the microphone's sample rate
   * @param outputRate 16 kHz for the VAD
   * @param zeroCrossings half the filter's length, in zero crossings of the sinc at the lower rate
   */
  constructor(
    readonly inputRate: number,
    readonly outputRate: number = VAD_SAMPLE_RATE,
    zeroCrossings = 8,
  ) {
    this.step = inputRate / outputRate;
    const ratio = Math.max(1, this.step);
    this.cutoff = (0.95 / ratio) * 0.5; // cycles per input sample
    this.halfWidth = Math.ceil(zeroCrossings * ratio);
    this.taps = 2 * this.halfWidth;
    this.kernels = this.step === 1 ? [] : this.buildKernels();
    this.buffer = new Float32Array(4096 + 2 * this.halfWidth);
  }

  /** Adds input samples; returns the output samples they complete (maybe none). */
  push(input: Float32Array): Float32Array {
    this.append(input);
    const out: number[] = [];
    const half = this.halfWidth;
    while (this.position + half < this.length) {
      out.push(this.sampleAt(this.position));
      this.position += this.step;
    }
    // Drop the input no later output sample will read.
    const keepFrom = Math.max(0, Math.floor(this.position) - half);
    if (keepFrom > 0) {
      this.buffer.copyWithin(0, keepFrom, this.length);
      this.length -= keepFrom;
      this.position -= keepFrom;
    }
    return Float32Array.from(out);
  }

  private sampleAt(center: number): number {
    if (this.step === 1) return this.buffer[Math.round(center)] ?? 0;
    const base = Math.floor(center);
    const phase = Math.min(PHASES - 1, Math.round((center - base) * PHASES));
    const taps = this.taps;
    const kernel = this.kernels[phase]!;
    const first = base - this.halfWidth + 1;
    let sum = 0;
    for (let k = 0; k < taps; k += 1) {
      const i = first + k;
      if (i >= 0 && i < this.length) sum += kernel[k]! * this.buffer[i]!;
    }
    return sum;
  }

  /**
   * The filter for each fractional position of an output sample between two input samples, quantised to
   * 1/PHASES of an input sample (under 10 µs at 48 kHz), normalised to unit gain at 0 Hz.
   */
  private buildKernels(): Float32Array[] {
    const half = this.halfWidth;
    return Array.from({ length: PHASES }, (_, phase) => {
      const frac = phase / PHASES;
      const kernel = new Float32Array(this.taps);
      let total = 0;
      for (let k = 0; k < this.taps; k += 1) {
        const x = k - half + 1 - frac;
        const window =
          Math.abs(x) >= half
            ? 0
            : 0.42 + 0.5 * Math.cos((Math.PI * x) / half) + 0.08 * Math.cos((2 * Math.PI * x) / half);
        const t = 2 * this.cutoff * x;
        kernel[k] = window * (t === 0 ? 1 : Math.sin(Math.PI * t) / (Math.PI * t));
        total += kernel[k]!;
      }
      for (let k = 0; k < this.taps; k += 1) kernel[k] = kernel[k]! / total;
      return kernel;
    });
  }

  private append(input: Float32Array): void {
    if (this.length + input.length > this.buffer.length) {
      const grown = new Float32Array(Math.max(this.buffer.length * 2, this.length + input.length));
      grown.set(this.buffer.subarray(0, this.length));
      this.buffer = grown;
    }
    this.buffer.set(input, this.length);
    this.length += input.length;
  }
}

/** Collects samples into frames of a fixed size (the VAD's 512 samples at 16 kHz, 32 ms). */
export class Framer {
  private readonly frame: Float32Array;
  private filled = 0;

  constructor(readonly size: number = VAD_FRAME_SAMPLES) {
    this.frame = new Float32Array(size);
  }

  /** Adds samples; calls `emit` with a fresh copy of each completed frame. */
  push(samples: Float32Array, emit: (frame: Float32Array) => void): void {
    let offset = 0;
    while (offset < samples.length) {
      const take = Math.min(this.size - this.filled, samples.length - offset);
      this.frame.set(samples.subarray(offset, offset + take), this.filled);
      this.filled += take;
      offset += take;
      if (this.filled === this.size) {
        emit(this.frame.slice());
        this.filled = 0;
      }
    }
  }

  reset(): void {
    this.filled = 0;
  }
}

/** Whole-buffer resampling to 16 kHz (tests and offline analysis). */
export function resampleTo16k(samples: Float32Array, inputRate: number): Float32Array {
  if (inputRate === VAD_SAMPLE_RATE) return samples.slice();
  const resampler = new StreamResampler(inputRate);
  const head = resampler.push(samples);
  // Flush: the filter's look-ahead of silence lets the last input samples out.
  const tail = resampler.push(new Float32Array(Math.ceil(resampler.inputRate / 50)));
  const wanted = Math.round((samples.length * VAD_SAMPLE_RATE) / inputRate);
  const out = new Float32Array(wanted);
  out.set(head.subarray(0, wanted));
  if (head.length < wanted) out.set(tail.subarray(0, wanted - head.length), head.length);
  return out;
}
