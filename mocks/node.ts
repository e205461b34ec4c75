import { setupServer } from 'msw/node';
import { handlers } from './handlers/index.ts';

/** MSW for Vitest in Node. */
export const server = setupServer(...handlers);
