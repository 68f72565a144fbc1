import { setupServer } from 'msw/node';

/** The MSW server of the web tests; each test adds the handlers it needs. */
export const server = setupServer();
export const API = 'http://localhost:3000/api/v1';
