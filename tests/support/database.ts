// One template clone per test file, shared with the projection specs beside the code.
export { createTestDatabase, type TestDatabase } from '@impromptu/event-store/testing/database';
