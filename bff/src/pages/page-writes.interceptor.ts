import { Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { catchError, concatMap, type Observable } from 'rxjs';
import type { AuthenticatedRequest } from '../identity/auth/current-user.decorator.js';
import { PageViewCache, type PageStaleness } from './page-view-cache.js';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Global (APP_INTERCEPTOR), so no write can forget it (ADR 0063): once a request that may write (any method but GET,
 * HEAD, OPTIONS) has been handled, answered or refused, every BFF process forgets the pages it may have changed
 * before the answer leaves. A learner's write changes their own pages, and the cohort pages that show their name
 * and points; a coach's, an admin's or an anonymous one (a webhook) may change anyone's: all pages. Writes that reach
 * pages only through a projection are heard again, with their users, when the projection commits.
 */
@Injectable()
export class PageWritesInterceptor implements NestInterceptor {
  constructor(@Inject(PageViewCache) private readonly cache: PageViewCache) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<AuthenticatedRequest & { method: string }>();
    if (READS.has(request.method)) return next.handle();
    const staleness = (): PageStaleness =>
      request.user?.type === 'LEARNER' ? { users: [request.user.id], pages: ['cohort'] } : { all: true };
    return next.handle().pipe(
      concatMap(async (answer: unknown) => {
        await this.cache.changed(staleness());
        return answer;
      }),
      catchError(async (error: unknown) => {
        // A refused write may have committed part of its work (a first command of two).
        await this.cache.changed(staleness());
        throw error;
      }),
    );
  }
}
