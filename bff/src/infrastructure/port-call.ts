import { HttpException } from '@nestjs/common';
import { DomainError, isRefusal } from '@impromptu/event-store';

export interface PortCallOptions {
  /** The answer's message (502) when the port fails in any other way: down, or an answer it cannot read. */
  unavailable: string;
  /**
   * The caller's own words for a refusal, told apart by its kind (`refusal.kind === 'not_found'`): the error to
   * throw instead, or undefined to let the refusal go to the exception filter as it is.
   */
  reword?: (refusal: DomainError) => Error | undefined;
}

/**
 * The one way a BFF service calls an outside port (the payment provider): the port's refusals are domain errors
 * with a kind (ADR 0037), which the exception filter answers (404 for a missing object, 400 for a refusal, with
 * the provider's message) unless the caller rewords them; an error the filter already answers passes; anything
 * else is the port being unavailable.
 */
export async function callPort<T>(call: () => Promise<T> | T, options: PortCallOptions): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isRefusal(error)) throw options.reword?.(error) ?? error;
    if (error instanceof HttpException) throw error;
    throw new DomainError('unavailable', options.unavailable, { cause: error });
  }
}
