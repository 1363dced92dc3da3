import { useRef } from 'react';
import { useModalDialog } from '~/components/modal-dialog';
import { GameVideo } from './game-video';
import { Button } from '~/components/button';

/** The 'How to play' video overlay of the setup screens (spec 1 §2); Escape or Close returns to setup. */
export function InstructionOverlay({
  gameName,
  videoUrl,
  onClose,
}: {
  gameName: string;
  videoUrl: string;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useModalDialog(ref, onClose);
  return (
    <div className="fixed inset-0 z-[60] flex items-center justify-center bg-slate-900/80 p-4" onClick={onClose}>
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby="instruction-title"
        tabIndex={-1}
        className="w-full max-w-3xl rounded-3xl bg-white p-4 shadow-2xl outline-none sm:p-6"
        onClick={(event) => event.stopPropagation()}
      >
        <div className="mb-4 flex items-center justify-between gap-4">
          <h2 id="instruction-title" className="text-xl font-extrabold text-ink">
            How to play
          </h2>
          <Button variant="ghost" className="px-4 py-2 font-semibold" type="button" onClick={onClose}>
            Close
          </Button>
        </div>
        <GameVideo url={videoUrl} title={`${gameName}: how to play`} />
      </div>
    </div>
  );
}
