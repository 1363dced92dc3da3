#!/usr/bin/env node
/**
 * `npm run typecheck` and `npm run lint` on the same TypeScript programs: each program is created and type-checked
 * once, and ESLint's type-aware rules read it (typescript-eslint's `parserOptions.programs`) instead of building
 * their own through the project service, which type-checked every project a second time (issue 23, ADR 0033
 * addendum 7).
 *
 *   node scripts/typecheck-and-lint.mjs                   both
 *   node scripts/typecheck-and-lint.mjs --types           the type-check only (npm run typecheck)
 *   node scripts/typecheck-and-lint.mjs --lint            the lint only (npm run lint: the programs are created, and
 *                                                          the solution built as `tsc -b` does, but not reported)
 *   node scripts/typecheck-and-lint.mjs --part=solution   one half, for two cores: the solution and its files' lint
 *   node scripts/typecheck-and-lint.mjs --part=rest       the other half: the web app, the tests and the rest's lint
 *
 * The programs are those of the separate commands before: the solution (`tsc -b`: every composite project, emitted
 * to its dist/ with its build info), the web app (`tsc -p remix --noEmit`) and the tests (`tsc -p tests --noEmit`).
 * ESLint reads each file in the program eslint.config.js gives it: its own project's (the nearest tsconfig.json, as
 * the project service chose), the web app's, or the tests'.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const args = new Set(process.argv.slice(2));
const checkTypes = !args.has('--lint');
const lint = !args.has('--types');
const part = args.has('--part=solution') ? 'solution' : args.has('--part=rest') ? 'rest' : 'both';

/** CPU seconds (user + system) this process spent on each step, printed in the log. */
let stepStart = process.cpuUsage();
const stepDone = (name) => {
  const { user, system } = process.cpuUsage(stepStart);
  console.log(`${name}: ${((user + system) / 1e6).toFixed(1)} s CPU`);
  stepStart = process.cpuUsage();
};

const pretty = Boolean(process.stdout.isTTY);
const formatHost = {
  getCanonicalFileName: (fileName) => fileName,
  getCurrentDirectory: () => process.cwd(),
  getNewLine: () => '\n',
};
let typeErrors = 0;
/** Prints diagnostics as tsc does and counts the errors among them (nothing when only linting). */
function report(diagnostics) {
  if (!checkTypes || diagnostics.length === 0) return;
  typeErrors += diagnostics.filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error).length;
  process.stdout.write(
    pretty
      ? ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost) + '\n'
      : ts.formatDiagnostics(diagnostics, formatHost),
  );
}

function parseConfig(configPath) {
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => report([diagnostic]),
  });
  if (!parsed) throw new Error(`${configPath} does not parse`);
  return parsed;
}

/** The solution's projects (tsconfig.json and its references, depth first) with their parsed configs. */
function solutionProjects() {
  const projects = new Map();
  const visit = (configPath) => {
    if (projects.has(configPath)) return;
    const config = parseConfig(configPath);
    projects.set(configPath, config);
    for (const reference of config.projectReferences ?? []) visit(ts.resolveProjectReferencePath(reference));
  };
  visit(path.join(root, 'tsconfig.json'));
  return projects;
}

/** Builds the solution as `tsc -b` does; answers the program of each project it built (up-to-date ones are not). */
function buildSolution() {
  const built = new Map();
  const host = ts.createSolutionBuilderHost(
    ts.sys,
    ts.createEmitAndSemanticDiagnosticsBuilderProgram,
    (diagnostic) => report([diagnostic]),
    undefined,
    undefined,
  );
  host.afterProgramEmitAndDiagnostics = (builderProgram) => {
    const program = builderProgram.getProgram();
    built.set(path.resolve(program.getCompilerOptions().configFilePath), program);
  };
  const status = ts.createSolutionBuilder(host, [path.join(root, 'tsconfig.json')], {}).build();
  if (status !== ts.ExitStatus.Success) typeErrors = Math.max(typeErrors, 1);
  return built;
}

/** A program as `tsc -p <config> --noEmit` checks it (with its build info when the config is incremental). */
function checkedProgram(configPath) {
  const config = parseConfig(configPath);
  const options = { ...config.options, noEmit: true };
  const builder = ts.createIncrementalProgram({
    rootNames: config.fileNames,
    options,
    projectReferences: config.projectReferences,
    configFileParsingDiagnostics: ts.getConfigFileParsingDiagnostics(config),
    host: ts.createIncrementalCompilerHost(options),
  });
  if (checkTypes) {
    report([
      ...builder.getConfigFileParsingDiagnostics(),
      ...builder.getOptionsDiagnostics(),
      ...builder.getGlobalDiagnostics(),
      ...builder.getSyntacticDiagnostics(),
    ]);
    report(builder.getSemanticDiagnostics());
    if (options.incremental) builder.emit();
  }
  return builder.getProgram();
}

const projects = solutionProjects();
// The project service gives a file the program of its nearest tsconfig.json, never a tsconfig.server.json.
const lintedProjects = [...projects].filter(
  ([configPath, config]) => path.basename(configPath) === 'tsconfig.json' && config.fileNames.length > 0,
);
const projectDirectories = lintedProjects.map(([configPath]) => path.relative(root, path.dirname(configPath)));

const handed = { programs: [], testPrograms: [] };
if (part !== 'rest') {
  const built = buildSolution();
  stepDone('the solution (tsc -b)');
  if (lint) {
    // A project `tsc -b` found up to date was not built: its program is created here, and read lazily by the lint.
    for (const [configPath, config] of lintedProjects) {
      handed.programs.push(
        built.get(configPath) ??
          ts.createProgram({
            rootNames: config.fileNames,
            options: config.options,
            projectReferences: config.projectReferences,
            host: ts.createCompilerHost(config.options),
          }),
      );
    }
  }
}
if (part !== 'solution') {
  const web = checkedProgram(path.join(root, 'remix/tsconfig.json'));
  stepDone('the web app (remix/tsconfig.json)');
  const tests = checkedProgram(path.join(root, 'tests/tsconfig.json'));
  stepDone('the tests (tests/tsconfig.json)');
  handed.programs.push(web, tests);
  handed.testPrograms.push(tests);
}
if (checkTypes) console.log(typeErrors === 0 ? 'typecheck: no errors' : `typecheck: ${typeErrors} errors`);

let lintFailed = false;
if (lint) {
  globalThis[Symbol.for('impromptu.lintPrograms')] = handed;
  const { typedByTheTests } = await import('../eslint.config.js');
  // The solution's half lints its projects' directories but the files typed by the tests; the other half the rest
  // (two passes: ESLint does not unignore a file under an ignored pattern).
  const passes = {
    both: [[['.'], []]],
    solution: [[projectDirectories, typedByTheTests]],
    rest: [
      [['.'], [...projectDirectories.map((directory) => `${directory}/**`), ...typedByTheTests]],
      [typedByTheTests, []],
    ],
  }[part];
  const results = [];
  let eslint;
  for (const [patterns, ignorePatterns] of passes) {
    eslint = new ESLint({ cwd: root, ignorePatterns, errorOnUnmatchedPattern: false });
    results.push(...(await eslint.lintFiles(patterns)));
  }
  const output = await (await eslint.loadFormatter('stylish')).format(results);
  if (output) process.stdout.write(output);
  const warnings = results.reduce((sum, result) => sum + result.warningCount, 0);
  const errors = results.reduce((sum, result) => sum + result.errorCount, 0);
  lintFailed = errors > 0 || warnings > 0;
  stepDone('the lint');
  console.log(
    lintFailed ? `lint: ${errors} errors, ${warnings} warnings` : `lint: ${results.length} files, no problems`,
  );
}

process.exitCode = (checkTypes && typeErrors > 0) || lintFailed ? 1 : 0;
