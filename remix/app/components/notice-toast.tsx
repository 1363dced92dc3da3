import { Button } from './button';

/** A short notice at the bottom of a full-screen view (a failed save, a retry under way), with Dismiss. */
export function NoticeToast({ notice, onDismiss }: { notice: string | null; onDismiss: () => void }) {
  if (!notice) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-4 z-[55] mx-auto flex w-[calc(100%-2rem)] max-w-lg items-center justify-between gap-3 rounded-2xl bg-ink px-4 py-3 text-sm text-white shadow-lg"
    >
      <span>{notice}</span>
      <Button
        variant="plain"
        className="rounded-full px-3 py-1 font-semibold hover:bg-white/10"
        type="button"
        onClick={onDismiss}
      >
        Dismiss
      </Button>
    </div>
  );
}
