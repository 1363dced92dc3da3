// The AI coach's microphone capture (remix/app/coach/microphone-recorder.ts): hands each block of the
// first input channel to the page, which downsamples it to 16 kHz PCM16 and builds the WAV.
class PcmCapture extends AudioWorkletProcessor {
  process(inputs) {
    const channel = inputs[0] && inputs[0][0];
    if (channel && channel.length > 0) this.port.postMessage(channel.slice(0));
    return true;
  }
}
registerProcessor('pcm-capture', PcmCapture);
