import { RequestMethod, type INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import request from 'supertest';
import { IS_PUBLIC, REQUIRED_FEATURE, ZOD_ROUTE, type ZodRouteOptions } from '@impromptu/bff';

/** One route of the BFF as Nest registers it: `POST /game-sessions/:sessionId/rounds`. */
/** A controller class or a handler method: what Nest keys its metadata on (only its identity is used). */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- Nest's Reflector takes any class or function
export type NestTarget = Function;

export interface AppRoute {
  method: string;
  path: string;
  /** @Public() on the handler or its controller. */
  isPublic: boolean;
  /** The feature @RequireFeature() gates it on, on the handler or its controller. */
  requiredFeature: string | undefined;
  controller: NestTarget;
  handler: NestTarget;
  /** Its @ZodRoute declaration, when it has one. */
  declaration: ZodRouteOptions | undefined;
}

export const label = (route: { method: string; path: string }): string => `${route.method} ${route.path}`;

export function joinPath(...parts: string[]): string {
  const path = parts
    .flatMap((part) => part.split('/'))
    .filter((segment) => segment !== '')
    .join('/');
  return `/${path}`;
}

export function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return [typeof value === 'string' ? value : '/'];
}

/** Every route of every controller Nest knows, sorted by method and path. */
export function appRoutes(app: INestApplication): AppRoute[] {
  const discovery = app.get(DiscoveryService);
  const scanner = app.get(MetadataScanner);
  const reflector = app.get(Reflector);
  const routes: AppRoute[] = [];
  for (const wrapper of discovery.getControllers()) {
    const controller = wrapper.metatype;
    if (typeof controller !== 'function') continue;
    const prototype = controller.prototype as Record<string, unknown>;
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name];
      if (typeof handler !== 'function') continue;
      const paths = Reflect.getMetadata(PATH_METADATA, handler) as unknown;
      if (paths === undefined) continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      const isPublic = reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC, [handler, controller]) === true;
      const requiredFeature = reflector.getAllAndOverride<string | undefined>(REQUIRED_FEATURE, [handler, controller]);
      const declaration = Reflect.getMetadata(ZOD_ROUTE, handler) as ZodRouteOptions | undefined;
      for (const prefix of asList(Reflect.getMetadata(PATH_METADATA, controller))) {
        for (const path of asList(paths)) {
          routes.push({
            method,
            path: joinPath(prefix, path),
            isPublic,
            requiredFeature,
            controller,
            handler: handler as NestTarget,
            declaration,
          });
        }
      }
    }
  }
  return routes.sort((a, b) => label(a).localeCompare(label(b)));
}

/** A concrete URL for a route: each `:param` takes its value from `values`, else `fallback`. */
export function concretePath(path: string, values: Record<string, string> = {}, fallback = 'route-probe'): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => values[name] ?? fallback);
}

const VERBS = ['get', 'post', 'put', 'patch', 'delete', 'options'] as const;

/** A supertest request with the route's method to `url` (a route for every method is probed with GET). */
export function call(app: INestApplication, method: string, url: string): request.Test {
  const verb = VERBS.find((candidate) => candidate === (method === 'ALL' ? 'get' : method.toLowerCase()));
  if (verb === undefined) throw new Error(`No request for the method ${method} (${url})`);
  return request(app.getHttpServer())[verb](url);
}
