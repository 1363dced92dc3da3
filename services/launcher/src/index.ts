export { SERVER_NODE_FLAGS } from './processes.js';
