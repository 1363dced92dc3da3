import type { LessonMediaDraftDto } from '@impromptu/bff/contracts';
import { LessonMediaDraftSchema } from '@impromptu/bff/contracts';

export type UploadResult = { ok: true; draft: LessonMediaDraftDto } | { ok: false; message: string };

/**
 * Sends a lesson video to the web app's upload route with its progress (XMLHttpRequest: fetch reports no upload
 * progress); answers the checked draft, or the refusal's message (not a video, cut short, too large).
 */
export function uploadLessonVideo(
  url: string,
  video: Blob,
  onProgress: (share: number) => void,
): Promise<UploadResult> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('Content-Type', video.type.split(';', 1)[0] || 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // Not JSON: the status says what happened.
      }
      if (request.status === 201) {
        const draft = LessonMediaDraftSchema.safeParse(body);
        resolve(
          draft.success
            ? { ok: true, draft: draft.data }
            : { ok: false, message: 'The upload was not understood. Try again.' },
        );
        return;
      }
      const refusal = body as { message?: string; issues?: { message: string }[] } | null;
      resolve({
        ok: false,
        message:
          refusal?.issues?.[0]?.message ?? refusal?.message ?? `The upload failed (${request.status}). Try again.`,
      });
    };
    request.onerror = () =>
      resolve({ ok: false, message: 'The upload was interrupted. Check the connection and try again.' });
    request.send(video);
  });
}
