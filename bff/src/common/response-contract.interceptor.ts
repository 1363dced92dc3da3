import {
  HttpStatus,
  Injectable,
  StreamableFile,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { map, type Observable } from 'rxjs';
import { ApiException, issuesFromZod } from './error-response.js';
import { ZOD_ROUTE, type ZodRouteOptions } from './zod-route.decorator.js';

export const ANSWER_BREAKS_CONTRACT = 'The answer does not match the route’s response schema';

/**
 * In tests only (NODE_ENV=test, see AppModule): every answer of a route that declares a `response`
 * schema is read with it, as the web app reads it (the JSON the client receives), and a mismatch answers
 * 500 naming the fields, so a drift between a service and its contract fails the API tests. Production
 * answers are not read twice (issue 30: the hot path stays light).
 */
@Injectable()
export class ResponseContractInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const declaration =
      context.getType() === 'http'
        ? (Reflect.getMetadata(ZOD_ROUTE, context.getHandler()) as ZodRouteOptions | undefined)
        : undefined;
    const schema = declaration?.response;
    if (schema === undefined) return next.handle();
    return next.handle().pipe(
      map((answer: unknown) => {
        // Bytes (a recording's audio) and a handler that wrote the response itself are not JSON answers.
        if (answer === undefined || answer instanceof StreamableFile || Buffer.isBuffer(answer)) return answer;
        const result = schema.safeParse(JSON.parse(JSON.stringify(answer)) as unknown);
        if (!result.success) {
          // ApiException (ADR 0065): our own answer broke its contract, a fault of the BFF, no refusal.
          throw new ApiException(HttpStatus.INTERNAL_SERVER_ERROR, ANSWER_BREAKS_CONTRACT, {
            issues: issuesFromZod(result.error, 'response'),
          });
        }
        return answer;
      }),
    );
  }
}
