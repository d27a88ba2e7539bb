import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** MSW for Vitest; unhandled requests fail the test. */
export const server = setupServer(...handlers);
