import { useEffect, useRef, useState } from 'react';
import { Button } from '~/components/button';

type Phase = 'off' | 'starting' | 'ready' | 'recording';

/** The WebM the browser can record, best first (Chromium and Firefox record VP8/VP9 with Opus). */
function recordingType(): string {
  const types = ['video/webm;codecs=vp9,opus', 'video/webm;codecs=vp8,opus', 'video/webm'];
  return types.find((type) => typeof MediaRecorder !== 'undefined' && MediaRecorder.isTypeSupported(type)) ?? '';
}

/**
 * Records a lesson in the browser (issue 47): the camera and microphone through getUserMedia, a MediaRecorder WebM,
 * and the lesson's script beside the camera as a teleprompter. The recording is handed on when it stops.
 */
export function BrowserRecorder({
  script,
  disabled,
  onRecorded,
}: {
  script: readonly string[];
  disabled: boolean;
  onRecorded: (video: Blob) => void;
}) {
  const preview = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const [phase, setPhase] = useState<Phase>('off');
  const [problem, setProblem] = useState<string | null>(null);
  const [seconds, setSeconds] = useState(0);

  useEffect(
    () => () => {
      stream.current?.getTracks().forEach((track) => track.stop());
    },
    [],
  );

  useEffect(() => {
    if (phase !== 'recording') return;
    const started = Date.now();
    const timer = window.setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 250);
    return () => window.clearInterval(timer);
  }, [phase]);

  const turnOn = async () => {
    setProblem(null);
    setPhase('starting');
    try {
      const media = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
      stream.current = media;
      if (preview.current) preview.current.srcObject = media;
      setPhase('ready');
    } catch {
      setPhase('off');
      setProblem('The camera or microphone is not available. Allow them in the browser, or upload a file instead.');
    }
  };

  const start = () => {
    if (!stream.current) return;
    const type = recordingType();
    const chunks: Blob[] = [];
    const media = new MediaRecorder(stream.current, type ? { mimeType: type } : undefined);
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    media.onstop = () => onRecorded(new Blob(chunks, { type: 'video/webm' }));
    recorder.current = media;
    setSeconds(0);
    media.start(1000);
    setPhase('recording');
  };

  const stop = () => {
    recorder.current?.stop();
    recorder.current = null;
    setPhase('ready');
  };

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <h3 className="font-bold text-ink">Record here</h3>
      <div className="grid min-w-0 grid-cols-1 gap-3 sm:grid-cols-2">
        <video
          ref={preview}
          autoPlay
          muted
          playsInline
          aria-label="Camera preview"
          className={`aspect-video w-full rounded-xl bg-slate-900 ${phase === 'off' ? 'hidden' : ''}`}
        />
        <section
          aria-label="Teleprompter"
          className="max-h-56 min-w-0 overflow-y-auto rounded-xl bg-slate-900 p-3 text-lg leading-relaxed text-white"
          tabIndex={0}
        >
          {script.map((line, index) => (
            <p key={index} className="mb-2">
              {line}
            </p>
          ))}
        </section>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {phase === 'off' || phase === 'starting' ? (
          <Button
            type="button"
            variant="secondary"
            className="px-5 py-2 font-semibold"
            disabled={disabled || phase === 'starting'}
            onClick={() => void turnOn()}
          >
            Turn on camera and microphone
          </Button>
        ) : null}
        {phase === 'ready' ? (
          <Button
            type="button"
            variant="primary"
            className="px-5 py-2 font-semibold"
            disabled={disabled}
            onClick={start}
          >
            Start recording
          </Button>
        ) : null}
        {phase === 'recording' ? (
          <>
            <Button type="button" variant="danger" className="px-5 py-2 font-semibold" onClick={stop}>
              Stop recording
            </Button>
            <span role="status" className="font-semibold text-red-800">
              Recording {seconds} s
            </span>
          </>
        ) : null}
      </div>
      {problem ? (
        <p role="alert" className="font-semibold text-red-800">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
