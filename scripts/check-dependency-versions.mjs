#!/usr/bin/env node
/**
 * `npm run deps:check`: every dependency is declared with one and the same range in every workspace
 * (the root package.json and each of its workspaces), so the lock holds one version of it and an
 * upgrade is one edit everywhere. Exits 1 listing each dependency declared with different ranges.
 * Plain node, no install needed: it reads package.json files only.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SECTIONS = ['dependencies', 'devDependencies', 'optionalDependencies'];

/** The package.json files of the root and of its workspaces ("dir" or "dir/*" patterns). */
export function workspaceManifests(root) {
  const rootManifest = path.join(root, 'package.json');
  const { workspaces = [] } = JSON.parse(readFileSync(rootManifest, 'utf8'));
  const patterns = Array.isArray(workspaces) ? workspaces : (workspaces.packages ?? []);
  const directories = patterns.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return readdirSync(path.join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`);
  });
  const manifests = directories
    .map((directory) => path.join(root, directory, 'package.json'))
    .filter((manifest) => existsSync(manifest));
  return [rootManifest, ...manifests];
}

/** Each dependency declared with more than one range: name → range → where ("bff/package.json dependencies"). */
export function driftingDependencies(root) {
  const declared = new Map();
  for (const manifest of workspaceManifests(root)) {
    const contents = JSON.parse(readFileSync(manifest, 'utf8'));
    const where = path.relative(root, manifest);
    for (const section of SECTIONS) {
      for (const [name, range] of Object.entries(contents[section] ?? {})) {
        const ranges = declared.get(name) ?? new Map();
        ranges.set(range, [...(ranges.get(range) ?? []), `${where} ${section}`]);
        declared.set(name, ranges);
      }
    }
  }
  return [...declared].filter(([, ranges]) => ranges.size > 1).sort(([a], [b]) => a.localeCompare(b));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const drifting = driftingDependencies(root);
  if (drifting.length === 0) {
    console.log(`deps:check: one range per dependency across ${workspaceManifests(root).length} package.json files`);
  } else {
    console.error('deps:check: these dependencies are declared with different ranges; give each one range everywhere:');
    for (const [name, ranges] of drifting) {
      console.error(`  ${name}`);
      for (const [range, places] of ranges) console.error(`    ${range.padEnd(14)} ${places.join(', ')}`);
    }
    process.exitCode = 1;
  }
}
