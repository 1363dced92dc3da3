export { SERVER_NODE_FLAGS } from './processes.js';
export { buildIfNeeded } from './build.js';
