import { Inject, Injectable, RequestMethod, type OnApplicationBootstrap } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { OpenApiGeneratorV31, OpenAPIRegistry, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { ErrorResponseSchema } from '../common/error-response.js';
import { ZOD_ROUTE, type ZodRouteOptions } from '../common/zod-route.decorator.js';

export type OpenApiDocument = ReturnType<OpenApiGeneratorV31['generateDocument']>;
type HttpMethod = RouteConfig['method'];

export interface DocumentedRoute {
  method: HttpMethod;
  path: string;
  options: ZodRouteOptions;
}

/** Builds the OpenAPI 3.1 document once at start from every route declared with @ZodRoute. */
@Injectable()
export class OpenApiService implements OnApplicationBootstrap {
  private document: OpenApiDocument | undefined;

  constructor(
    @Inject(DiscoveryService) private readonly discovery: DiscoveryService,
    @Inject(MetadataScanner) private readonly scanner: MetadataScanner,
  ) {}

  onApplicationBootstrap(): void {
    // Generating at start makes a schema the generator cannot express fail the boot, not a request.
    this.getDocument();
  }

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
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of this.scanner.getAllMethodNames(prototype)) {
        const handler = prototype[name];
        if (typeof handler !== 'function') continue;
        const options = Reflect.getMetadata(ZOD_ROUTE, handler) as ZodRouteOptions | undefined;
        if (options === undefined) continue;
        const method = httpMethod(Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod);
        for (const prefix of prefixes) {
          for (const path of asList(Reflect.getMetadata(PATH_METADATA, handler))) {
            routes.push({ method, path: openApiPath(prefix, path), options });
          }
        }
      }
    }
    return routes.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  }
}

export function buildDocument(routes: DocumentedRoute[]): OpenApiDocument {
  const registry = new OpenAPIRegistry();
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

function routeConfig({ method, path, options }: DocumentedRoute): RouteConfig {
  const errorContent = { 'application/json': { schema: ErrorResponseSchema } };
  const responses: RouteConfig['responses'] = {
    [String(options.status ?? 200)]: {
      description: 'Success',
      ...(options.response ? { content: { 'application/json': { schema: options.response } } } : {}),
    },
  };
  if (options.params ?? options.query ?? options.body) {
    responses['400'] = { description: 'The request failed validation', content: errorContent };
  }
  for (const [status, description] of Object.entries(options.errors ?? {})) {
    responses[status] = { description, content: errorContent };
  }
  return {
    method,
    path,
    summary: options.summary,
    tags: options.tags,
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
