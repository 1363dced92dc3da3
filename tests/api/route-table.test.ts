import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, expect } from '@jest/globals';
import { format, resolveConfig } from 'prettier';
import type { ZodRouteOptions } from '@impromptu/bff';
import { createTestApp, type TestApp } from '../support/app.js';
import { appRoutes, label, type AppRoute } from '../support/routes.js';
import { inProcessOnly } from '../support/target.js';

const inProcess = inProcessOnly('reads the @ZodRoute declarations registered inside the Nest application');

const bffSource = new URL('../../bff/src/', import.meta.url);
const tableFile = new URL('routes.ts', bffSource);
const SCHEMA_FIELDS = ['params', 'query', 'body', 'response'] as const;
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

interface Export {
  name: string;
  /** From bff/src, without the extension: `classes/registrations/registrations.dto`. */
  module: string;
}

/** Every value a `*.dto.ts` module declares (not re-exports), by identity: how a schema object is named in the table. */
async function dtoExports(): Promise<Map<unknown, Export>> {
  const root = fileURLToPath(bffSource);
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.dto.ts'))
    .sort();
  const named = new Map<unknown, Export>();
  for (const file of files) {
    const text = readFileSync(new URL(file, bffSource), 'utf8');
    const module = (await import(pathToFileURL(`${root}${file}`).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (named.has(value) || !new RegExp(`export (const|let) ${name}\\b`).test(text)) continue;
      named.set(value, { name, module: file.replace(/\.ts$/, '') });
    }
  }
  return named;
}

function groupOf(route: AppRoute): string {
  const name = route.controller.name.replace(/Controller$/, '');
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/**
 * The route table as the declarations say it: one object per controller, one entry per handler, each
 * naming its schemas by the export of the DTO module that declares them.
 */
async function renderTable(routes: AppRoute[]): Promise<{ text: string; problems: string[] }> {
  const exports = await dtoExports();
  const imports = new Map<string, Set<string>>();
  // A name two DTO modules both declare (GatherBodySchema) is imported under its module's name as well.
  const modulesOf = new Map<string, Set<string>>();
  for (const { name, module } of exports.values()) modulesOf.set(name, (modulesOf.get(name) ?? new Set()).add(module));
  const localName = ({ name, module }: Export): string => {
    if ((modulesOf.get(name)?.size ?? 0) < 2) return name;
    const base = (module.split('/').pop() ?? module).replace(/\.dto$/, '');
    return `${base.replace(/(^|-)([a-z])/g, (_match, _dash, letter: string) => letter.toUpperCase())}${name}`;
  };
  const groups = new Map<string, string[]>();
  const problems: string[] = [];
  for (const route of routes) {
    const declaration: ZodRouteOptions | undefined = route.declaration;
    if (declaration === undefined) continue;
    if (!METHODS.includes(route.method)) {
      problems.push(`${label(route)}: a route of the table takes one of ${METHODS.join(', ')}`);
      continue;
    }
    const fields = [`method: '${route.method}'`, `path: '${route.path}'`];
    for (const field of SCHEMA_FIELDS) {
      const schema = declaration[field];
      if (schema === undefined) continue;
      const named = exports.get(schema);
      if (named === undefined) {
        problems.push(`${label(route)}: its ${field} schema is not exported by a *.dto.ts module`);
        continue;
      }
      const local = localName(named);
      const names = imports.get(named.module) ?? new Set<string>();
      names.add(local === named.name ? local : `${named.name} as ${local}`);
      imports.set(named.module, names);
      fields.push(`${field}: ${local}`);
    }
    fields.push(`status: ${declaration.status ?? 200}`, `isPublic: ${route.isPublic}`);
    const group = groupOf(route);
    const entries = groups.get(group) ?? [];
    entries.push(`${route.handler.name}: { ${fields.join(', ')} },`);
    groups.set(group, entries);
  }
  const lines = [
    '// The route table: every BFF route the @ZodRoute declarations describe, with the same method, path and',
    '// schemas, one object per controller. Generated from the running application by',
    '// tests/api/route-table.test.ts, which fails when a route is missing here or differs:',
    '// `npm run routes:table` rewrites it. Like the contracts, it imports only the *.dto.ts modules.',
    '',
    ...[...imports.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([module, names]) => `import { ${[...names].sort().join(', ')} } from './${module}.js';`),
    "import type { RouteContract } from './route-contract.js';",
    '',
    "export * from './route-contract.js';",
    '',
  ];
  const sortedGroups = [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
  for (const [group, entries] of sortedGroups) {
    lines.push(`export const ${group} = {`, ...entries, '} as const satisfies Record<string, RouteContract>;', '');
  }
  lines.push(
    '/** Every group, for what walks the whole table (the relay, the tests). */',
    `export const ROUTE_TABLE = { ${sortedGroups.map(([group]) => group).join(', ')} } as const;`,
  );
  const path = fileURLToPath(tableFile);
  const text = await format(lines.join('\n'), { ...(await resolveConfig(path)), filepath: path });
  return { text, problems };
}

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app?.close();
});

inProcess.it('the route table names every @ZodRoute declaration, with its method, path and schemas', async () => {
  const { text, problems } = await renderTable(appRoutes(app.app));
  expect(problems).toEqual([]);
  // `npm run routes:table` after a route changes: the web app's type check then shows what the change breaks.
  if (process.env.UPDATE_ROUTE_TABLE === '1') writeFileSync(tableFile, text);
  expect(readFileSync(tableFile, 'utf8')).toBe(text);
});
