// One lint for the repository (STYLE.md "Everywhere": zero warnings, no floating promises, exhaustive
// switches over unions). Type-aware rules read each file's nearest tsconfig through the project service.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// scripts/typecheck-and-lint.mjs (npm run lint) hands over the programs it type-checked, so the types are computed
// once: a file is then read in the first program that holds it (its own project's, else the web app's, else the tests').
const handed = globalThis[Symbol.for('impromptu.lintPrograms')];

/** Test files and test helpers: left out of their package's tsconfig (not built) and typed by tests/tsconfig.json. */
export const typedByTheTests = [
  '{db,bff}/src/**/*.test.ts',
  'services/*/src/**/*.test.ts',
  'services/*/src/testing/**/*.ts',
  'scripts/**/*.ts',
];

const TSCONFIGS = ['remix/tsconfig.json', 'tests/tsconfig.json', '{bff,db}/tsconfig.json', 'services/*/tsconfig.json'];

/** A resolver that answers relative and '~/' imports and leaves every package (ours and npm's) unresolved. */
function insidePackage(resolver) {
  return {
    ...resolver,
    resolve: (source, file) =>
      source.startsWith('.') || source.startsWith('~/') ? resolver.resolve(source, file) : { found: false },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.cache/**',
      '**/.data/**',
      'remix/public/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'tests/bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: handed
        ? { programs: handed.programs }
        : { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    settings: {
      // The TypeScript resolver reads each file's tsconfig (NodeNext's './x.js' is './x.ts', the web app's '~/' alias):
      // with the Node resolver alone no import resolved and import-x/no-cycle never fired. Only imports inside a
      // package are followed: project references already refuse a cycle between packages, and following every
      // package's imports made the lint several times slower.
      // Files import-x reads the imports of (its default is JavaScript only, so no TypeScript file was followed).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        insidePackage(createTypeScriptImportResolver({ project: TSCONFIGS, noWarnOnMultipleProjects: true })),
      ],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Kysely<any> is how a context reads tables its own migrations declare (no shared Database type);
      // it is the only use left, so the rule would only ask for noise around it.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: typedByTheTests,
    languageOptions: {
      parserOptions: handed
        ? { programs: handed.testPrograms }
        : { projectService: false, project: './tests/tsconfig.json', tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    files: ['remix/app/**/*.ts', 'remix/app/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // A test waits for a condition (tests/support/poll.ts, expect.poll, Playwright's auto-waiting), never for a duration.
    files: ['tests/**/*.ts', '**/*.test.ts', '**/*.test.tsx'],
    ignores: ['tests/support/poll.ts', 'tests/bench/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message: 'Wait for a condition (expect, expect.poll, waitFor), never for a duration.',
        },
        {
          selector: "CallExpression[callee.name=/^set(Timeout|Interval)$/][arguments.0.type='Identifier']",
          message: 'A sleep: wait for the condition instead (eventually/waitFor in tests/support/poll.ts).',
        },
      ],
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'node:timers/promises', message: 'A sleep: wait for the condition instead.' }] },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: { ...globals.node } },
  },
);
