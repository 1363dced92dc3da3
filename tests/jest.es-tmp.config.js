import base from './jest.config.js';
export default { ...base, globalSetup: '/tmp/es-global-setup.mjs', globalTeardown: '/tmp/es-global-teardown.mjs' };
