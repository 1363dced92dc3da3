import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { ServerResponse } from 'node:http';
import { catchError, throwError, type Observable } from 'rxjs';
import { ActionThrottledException } from '../account/account-throttle.js';
import { TooManyAttemptsException } from './auth.service.js';

/** Says how long a refused sign-in (or throttled account action) must wait in Retry-After (RFC 9110 §10.2.3); the exception filter writes the body. */
@Injectable()
export class RetryAfterInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof TooManyAttemptsException || error instanceof ActionThrottledException) {
          context
            .switchToHttp()
            .getResponse<ServerResponse>()
            .setHeader('Retry-After', String(error.retryAfterSeconds));
        }
        return throwError(() => error);
      }),
    );
  }
}
