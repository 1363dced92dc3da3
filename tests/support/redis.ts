import { randomBytes } from 'node:crypto';
export { redisUrl } from './env.js';

/** A BullMQ key prefix of its own per test file, so parallel files never share queues. */
export function uniquePrefix(label = 't'): string {
  return `impromptu-test-${label}-${randomBytes(4).toString('hex')}`;
}
