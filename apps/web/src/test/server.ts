import { TERMS_VERSION, type Profile } from '@emlak/contracts';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

export const API = 'http://localhost:3000/api/v1';

/**
 * The profile every signed-in screen reads for the terms prompt (features/terms): the current
 * terms accepted, so that the prompt stays closed. A test that needs another profile adds its own
 * handler, which comes first.
 */
export const defaultProfile: Profile = {
  id: 7,
  email: 'aysel@example.az',
  name: 'Aysel Məmmədova',
  firstName: 'Aysel',
  lastName: 'Məmmədova',
  phone: null,
  address: null,
  country: null,
  fin: null,
  job: null,
  colorCode: null,
  roleId: 1,
  organizationId: 1,
  organizationName: 'Xəzər Əmlak',
  termsAcceptedAt: '2026-11-02T08:00:00.000Z',
  termsVersion: TERMS_VERSION,
  queryLimit: null,
  queriesUsed: 0,
};

/**
 * The MSW server of the web tests; each test adds the handlers it needs. The ones given here are
 * the defaults: they stay after each test's reset and come after every handler a test adds.
 */
export const server = setupServer(mock.get(`${API}/users/profile`, () => HttpResponse.json(defaultProfile)));
