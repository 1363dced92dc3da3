// One Jest run covers unit tests next to the code and API tests under tests/api.
// ESM throughout (NestJS 12 is ESM-only): see docs/decisions/0003-esm.md.
const swc = (tsx) => ({
  jsc: {
    parser: { syntax: 'typescript', decorators: true, tsx },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    keepClassNames: true,
    target: 'es2022',
  },
  module: { type: 'es6' },
  sourceMaps: 'inline',
});

// Against a running BFF (API_TARGET_URL) only the API suites run: unit tests have nothing to send it.
const targetMode = Boolean(process.env.API_TARGET_URL);

// What both projects share: the rootDir, the SWC transform and the module map.
const shared = {
  rootDir: '..',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', swc(false)],
    '^.+\\.tsx$': [
      '@swc/jest',
      {
        ...swc(true),
        jsc: { ...swc(true).jsc, transform: { ...swc(true).jsc.transform, react: { runtime: 'automatic' } } },
      },
    ],
  },
  moduleNameMapper: {
    '^@impromptu/db$': '<rootDir>/db/src/index.ts',
    '^@impromptu/bff$': '<rootDir>/bff/src/index.ts',
    '^@impromptu/bff/contracts$': '<rootDir>/bff/src/contracts.ts',
    '^@impromptu/bff/routes$': '<rootDir>/bff/src/routes.ts',
    '^@impromptu/bff/request-logging$': '<rootDir>/bff/src/common/request-logging.ts',
    '^@impromptu/integrations/adapter-choice$': '<rootDir>/services/integrations/src/adapter-choice.ts',
    '^@impromptu/([a-z-]+)/testing$': '<rootDir>/services/$1/src/testing/index.ts',
    '^@impromptu/event-store/testing/database$': '<rootDir>/services/event-store/src/testing/template-database.ts',
    // Every other workspace package is a service: a new context needs no line here.
    '^@impromptu/([a-z-]+)$': '<rootDir>/services/$1/src/index.ts',
    '^~/(.*)$': '<rootDir>/remix/app/$1',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
};

// The web app's components, rendered in jsdom with Testing Library (ADR 0067): `*.dom.test.tsx` beside the component.
const components = {
  ...shared,
  displayName: 'components',
  testEnvironment: '<rootDir>/tests/support/component-environment.mjs',
  // The workspace packages' TypeScript sources, as the web app's bundler resolves them; 'browser' is jsdom's default.
  testEnvironmentOptions: { customExportConditions: ['source', 'browser'] },
  testMatch: ['<rootDir>/remix/app/**/*.dom.test.tsx'],
  // Remix's CommonJS build requires one ES-only package (the multipart parser): compiled to CommonJS for it.
  transform: {
    ...shared.transform,
    '/@web3-storage/multipart-parser/.+\\.js$': ['@swc/jest', { module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!@web3-storage/multipart-parser/)'],
  setupFilesAfterEnv: ['<rootDir>/tests/support/component-setup.ts'],
};

const node = {
  ...shared,
  displayName: 'node',
  testEnvironment: 'node',
  testMatch: targetMode
    ? ['<rootDir>/tests/api/**/*.test.ts']
    : [
        '<rootDir>/db/src/**/*.test.ts',
        '<rootDir>/services/*/src/**/*.test.ts',
        '<rootDir>/bff/src/**/*.test.ts',
        '<rootDir>/tests/api/**/*.test.ts',
        '<rootDir>/remix/app/**/*.test.ts?(x)',
        '<rootDir>/remix/server/**/*.test.ts',
      ],
  testPathIgnorePatterns: ['/node_modules/', '\\.dom\\.test\\.tsx$'],
  // Only this project needs the template database: a run of the component tests alone starts no PostgreSQL.
  globalSetup: '<rootDir>/tests/support/global-setup.mjs',
  globalTeardown: '<rootDir>/tests/support/global-teardown.mjs',
};

export default {
  rootDir: '..',
  // Against a running BFF the components have nothing to render for it.
  projects: targetMode ? [node] : [node, components],
  // In target mode each skipped test prints its name and the reason it runs only in process.
  verbose: targetMode ? true : undefined,
  // Three workers on two cores: measured faster (quiet machine, warm cache, 3,090 tests: 2 workers 223 s,
  // 3 workers 197 s, 4 workers 187 s). The event store's readAll tests wait on the server-wide snapshot horizon,
  // which another file's open transaction can hold back for as long as a worker process takes to start: they
  // wait up to 45 s for it (one CI run on three workers failed them when they waited 10 s).
  maxWorkers: 3,
  testTimeout: 120_000,
};
