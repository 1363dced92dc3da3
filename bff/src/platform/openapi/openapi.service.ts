import { Inject, Injectable, RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { OpenApiGeneratorV31, OpenAPIRegistry, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { ErrorResponseSchema } from '../../common/error-response.js';
import { IDEMPOTENCY_KEY_REUSED } from '../../common/idempotency.js';
import { ZOD_ROUTE, ZOD_TAGS, type ZodRouteOptions } from '../../common/zod-route.decorator.js';
import { NO_ACCESS_MESSAGE, REQUIRED_FEATURE } from '../../identity/access/require-feature.decorator.js';
import { AUTH_MESSAGES } from '../../identity/auth/auth.dto.js';
import { IS_PUBLIC } from '../../identity/auth/public.decorator.js';

export type OpenApiDocument = ReturnType<OpenApiGeneratorV31['generateDocument']>;
type HttpMethod = RouteConfig['method'];

export interface DocumentedRoute {
  method: HttpMethod;
  path: string;
  options: ZodRouteOptions;
  /** @Public(): answers without a session. Otherwise the route needs the bearer token and documents 401. */
  isPublic: boolean;
  /** The feature of @RequireFeature(), which answers 403 without it. */
  requiredFeature?: string | undefined;
}

/** The bearer session token every non-public operation requires (ARCHITECTURE §5). */
export const BEARER_SCHEME = 'bearerAuth';

/**
 * Builds the OpenAPI 3.1 document once from every route declared with @ZodRoute. main.ts builds it at start, so a
 * schema the generator cannot express fails the boot, not a request; an app made by `createApp` alone (each API
 * test file's) builds it on the first request for it, which saves every other test file about 0.2–0.4 s of CPU
 * (ADR 0033, addendum 6).
 */
@Injectable()
export class OpenApiService {
  private document: OpenApiDocument | undefined;

  constructor(
    @Inject(DiscoveryService) private readonly discovery: DiscoveryService,
    @Inject(MetadataScanner) private readonly scanner: MetadataScanner,
    @Inject(Reflector) private readonly reflector: Reflector,
  ) {}

  getDocument(): OpenApiDocument {
    this.document ??= buildDocument(this.routes());
    return this.document;
  }

  routes(): DocumentedRoute[] {
    const routes: DocumentedRoute[] = [];
    for (const wrapper of this.discovery.getControllers()) {
      const controller = wrapper.metatype;
      if (typeof controller !== 'function') continue;
      const prefixes = asList(Reflect.getMetadata(PATH_METADATA, controller));
      const controllerTags = Reflect.getMetadata(ZOD_TAGS, controller) as string[] | undefined;
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of this.scanner.getAllMethodNames(prototype)) {
        const handler = prototype[name];
        if (typeof handler !== 'function') continue;
        const declared = Reflect.getMetadata(ZOD_ROUTE, handler) as ZodRouteOptions | undefined;
        if (declared === undefined) continue;
        const options = { ...declared, tags: declared.tags ?? controllerTags ?? [] };
        const method = httpMethod(Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod);
        // Read as the guards read them, so the document says what the guards do.
        const isPublic =
          this.reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC, [handler, controller]) === true;
        const requiredFeature = this.reflector.getAllAndOverride<string | undefined>(REQUIRED_FEATURE, [
          handler,
          controller,
        ]);
        for (const prefix of prefixes) {
          for (const path of asList(Reflect.getMetadata(PATH_METADATA, handler))) {
            routes.push({ method, path: openApiPath(prefix, path), options, isPublic, requiredFeature });
          }
        }
      }
    }
    return routes.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  }
}

export function buildDocument(routes: DocumentedRoute[]): OpenApiDocument {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', BEARER_SCHEME, {
    type: 'http',
    scheme: 'bearer',
    description:
      'The session token that POST /auth/login, /auth/signup or /auth/oidc/callback answer: `Authorization: Bearer <token>`',
  });
  for (const route of routes) registry.registerPath(routeConfig(route));
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Impromptu BFF',
      version: '1.0.0',
      description: 'The API the Impromptu web app calls. Every error answers with the ErrorResponse shape.',
    },
  });
}

function routeConfig({ method, path, options, isPublic, requiredFeature }: DocumentedRoute): RouteConfig {
  const errorContent = { 'application/json': { schema: ErrorResponseSchema } };
  const responses: RouteConfig['responses'] = {
    [String(options.status ?? 200)]: {
      description: 'Success',
      ...(options.response ? { content: { 'application/json': { schema: options.response } } } : {}),
    },
  };
  // What the mechanisms answer (validation, session guard, feature guard, idempotency), then what the route says it answers.
  const errors: Record<string, string> = {};
  if (options.params ?? options.query ?? options.body) errors['400'] = 'The request failed validation';
  if (!isPublic) errors['401'] = AUTH_MESSAGES.authenticationRequired;
  if (requiredFeature !== undefined) errors['403'] = NO_ACCESS_MESSAGE;
  if (options.idempotent === true) errors['422'] = IDEMPOTENCY_KEY_REUSED;
  for (const [status, description] of Object.entries<string>({ ...errors, ...options.errors })) {
    responses[status] = { description, content: errorContent };
  }
  return {
    method,
    path,
    summary: options.summary,
    tags: options.tags,
    ...(isPublic ? {} : { security: [{ [BEARER_SCHEME]: [] }] }),
    ...(options.description ? { description: options.description } : {}),
    request: {
      ...(options.params ? { params: options.params } : {}),
      ...(options.query ? { query: options.query } : {}),
      ...(options.body ? { body: { required: true, content: { 'application/json': { schema: options.body } } } } : {}),
    },
    responses,
  };
}

function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return [typeof value === 'string' ? value : '/'];
}

/** `games` + `:shortCode` → `/games/{shortCode}`. */
export function openApiPath(prefix: string, path: string): string {
  const segments = [prefix, path]
    .flatMap((part) => part.split('/'))
    .filter((segment) => segment !== '')
    .map((segment) => segment.replace(/^:([A-Za-z0-9_]+)$/, '{$1}'));
  return `/${segments.join('/')}`;
}

function httpMethod(method: RequestMethod): HttpMethod {
  switch (method) {
    case RequestMethod.GET:
      return 'get';
    case RequestMethod.POST:
      return 'post';
    case RequestMethod.PUT:
      return 'put';
    case RequestMethod.PATCH:
      return 'patch';
    case RequestMethod.DELETE:
      return 'delete';
    case RequestMethod.HEAD:
      return 'head';
    case RequestMethod.OPTIONS:
      return 'options';
    default:
      throw new Error(`@ZodRoute cannot document the HTTP method ${RequestMethod[method]}`);
  }
}
