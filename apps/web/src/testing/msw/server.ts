import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** One MSW server for every web test; tests add overrides with `server.use(...)`. */
export const server = setupServer(...handlers);
