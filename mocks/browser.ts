import { setupWorker } from 'msw/browser';
import { handlers } from './handlers/index.ts';

/** MSW in the browser: Storybook and `npm run dev:mock`, never the product. */
export const worker = setupWorker(...handlers);
