import type { IncomingMessage } from 'node:http';
import { createParamDecorator, HttpStatus, type ExecutionContext } from '@nestjs/common';
import { readBoundedBody } from '../../common/bounded-body.js';
import { ApiException } from '../../common/error-response.js';
import { MAX_RECORDING_AUDIO_BYTES } from './ai-coach.dto.js';

const AUDIO_TYPES = /^audio\/(wav|x-wav|wave|vnd\.wave)\s*(;|$)/i;

/**
 * The raw audio/wav body of a recording upload (at most 25 MB), read when the handler awaits it — after the session
 * and access checks, so nobody unauthenticated gets 25 MB buffered. No JSON parser touches it; the service validates
 * it by decoding the WAV. 415 for another content type, 413 past the limit.
 */
export const AudioUpload = createParamDecorator((_data: unknown, context: ExecutionContext): Promise<Buffer> =>
  readAudio(context.switchToHttp().getRequest<IncomingMessage>()),
);

/**
 * ApiException, not a DomainError (ADR 0065): 413 and 415 are about the request's bytes on the wire, refused before
 * any service reads them, not a refusal of the domain.
 */
const tooLarge = (): ApiException =>
  new ApiException(HttpStatus.PAYLOAD_TOO_LARGE, 'The recording is larger than 25 MB.');

export function readAudio(request: IncomingMessage): Promise<Buffer> {
  if (!AUDIO_TYPES.test(request.headers['content-type'] ?? ''))
    // ApiException (ADR 0065): the wire's content type, not a domain refusal.
    return Promise.reject(new ApiException(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'The body must be audio/wav.'));
  return readBoundedBody(request, MAX_RECORDING_AUDIO_BYTES, tooLarge);
}
