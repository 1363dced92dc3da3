import { describe, expect, it } from '@jest/globals';
import type { RelayedRoute } from './bff-client';
import * as shellRoutes from '~/coach/shell-routes';
import * as relayedRoutes from './relayed-routes';

const RELAYED = Object.entries(relayedRoutes as Record<string, RelayedRoute>);
const paramsOf = (path: string) => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]).sort();

describe('the relay’s allow-list', () => {
  it.each(RELAYED)('%s sits under /resources and names the BFF route’s parameters', (_name, relayed) => {
    expect(relayed.at.startsWith('/resources/')).toBe(true);
    expect(paramsOf(relayed.at)).toEqual(paramsOf(relayed.route.path));
    expect(relayed.route.isPublic).toBe(false);
  });

  it.each(Object.entries(shellRoutes))('the shell’s %s is relayed as the allow-list says', (_name, shell) => {
    expect(RELAYED.map(([, relayed]) => `${relayed.route.method} ${relayed.at}`)).toContain(
      `${shell.method} ${shell.at}`,
    );
  });

  it('relays each web path and method once', () => {
    const keys = RELAYED.map(([, relayed]) => `${relayed.route.method} ${relayed.at}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
