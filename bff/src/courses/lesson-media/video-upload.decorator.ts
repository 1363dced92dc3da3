import type { IncomingMessage } from 'node:http';
import { createParamDecorator, HttpStatus, type ExecutionContext } from '@nestjs/common';
import { readBoundedBody } from '../../common/bounded-body.js';
import { ApiException } from '../../common/error-response.js';

const VIDEO_TYPES = /^video\/(mp4|webm)\s*(;|$)/i;

export const VIDEO_TYPE_REFUSED = 'Upload the lesson as an MP4 or WebM video (video/mp4 or video/webm).';
export const videoTooLarge = (maxBytes: number) =>
  `This video is larger than ${Math.round(maxBytes / 1024 / 1024)} MB. Export it at a lower resolution or bit rate and upload it again.`;

/** The declared type of an upload and its raw bytes, read when the handler awaits them (after the access checks). */
export interface VideoUpload {
  declaredType: 'video/mp4' | 'video/webm';
  read(maxBytes: number): Promise<Buffer>;
}

/** A lesson video's raw body: 415 for a type other than MP4 or WebM, 413 past the limit (declared or counted). */
export const VideoUploadBody = createParamDecorator((_data: unknown, context: ExecutionContext): VideoUpload => {
  const request = context.switchToHttp().getRequest<IncomingMessage>();
  const match = VIDEO_TYPES.exec(request.headers['content-type'] ?? '');
  return {
    declaredType: (match ? `video/${match[1]?.toLowerCase()}` : 'video/mp4') as VideoUpload['declaredType'],
    read: (maxBytes) =>
      match
        ? readBody(request, maxBytes)
        : // ApiException (ADR 0065): the wire's content type, not a domain refusal.
          Promise.reject(new ApiException(HttpStatus.UNSUPPORTED_MEDIA_TYPE, VIDEO_TYPE_REFUSED)),
  };
});

function readBody(request: IncomingMessage, maxBytes: number): Promise<Buffer> {
  // ApiException (ADR 0065): the body's size is the wire's limit, checked before any service reads it.
  const tooLarge = () => new ApiException(HttpStatus.PAYLOAD_TOO_LARGE, videoTooLarge(maxBytes));
  return readBoundedBody(request, maxBytes, tooLarge);
}
