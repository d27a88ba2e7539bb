import { setupServer } from 'msw/node';
import { handlers } from '../../src/mocks/handlers';

/** MSW for Vitest; unhandled requests fail the test. */
export const server = setupServer(...handlers);
