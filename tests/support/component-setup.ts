import { configure } from '@testing-library/react';

// findBy… and waitFor wait for a condition; on a busy CI machine (two cores, the browsers beside) a render or a
// lazily loaded module can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 15_000 });
