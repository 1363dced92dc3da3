import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import type { Observable } from 'rxjs';
import { DomainError } from '@impromptu/kernel';
import { issuesAt, VALIDATION_FAILED } from './error-response.js';
import { unstorableIssues } from './storable-input.js';

interface ParsedRequest extends IncomingMessage {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

/**
 * Global (APP_INTERCEPTOR), so no route can forget it: before any parameter is read, the path
 * parameters, the query and the body of every request are refused with the one 400, naming each
 * field, when PostgreSQL could not store them or they nest too deep. The route's schemas run after.
 */
@Injectable()
export class StorableInputInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() === 'http') {
      const request = context.switchToHttp().getRequest<ParsedRequest>();
      const issues = [
        ...issuesAt(unstorableIssues(request.params), 'params'),
        ...issuesAt(unstorableIssues(request.query), 'query'),
        ...issuesAt(unstorableIssues(request.body), 'body'),
      ];
      if (issues.length > 0) throw new DomainError('invalid', VALIDATION_FAILED, { issues });
    }
    return next.handle();
  }
}
