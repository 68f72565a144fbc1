import {
  describeAgencyMatrix,
  type Agency,
  type Expected,
  type MatrixRow,
} from '../../../test/access-matrix';

const anyAdmin: Expected = [401, 403, 200, 200, 200];
const ownOnly = (status: number): Expected => [401, 403, 404, status, status];
let serial = 0;
const password = 'Matrix12345';

/** Every users route, acting on an agent of a fresh agency per call. */
const rows: MatrixRow<Agency>[] = [
  ['POST /users/table', () => ({ method: 'POST', url: '/users/table', payload: {} }), anyAdmin],
  ['GET /users/dropdown', () => ({ method: 'GET', url: '/users/dropdown' }), anyAdmin],
  ['GET /users/organization', () => ({ method: 'GET', url: '/users/organization' }), anyAdmin],
  ['GET /users/:id', (a) => ({ method: 'GET', url: `/users/${a.target.id}` }), ownOnly(200)],
  [
    'POST /users',
    (a) => ({
      method: 'POST',
      url: '/users',
      payload: {
        firstName: 'Matrix',
        lastName: 'Agent',
        email: `matrix-${++serial}@test.az`,
        password,
        confirmPassword: password,
        organizationId: a.organization.id,
        roleId: 3,
      },
    }),
    // The other Admin names an organization not their own: 403 rather than 404, since the
    // organization id is the caller's own input, not a record they asked to see.
    [401, 403, 403, 201, 201],
  ],
  [
    'PUT /users/:id',
    (a) => ({
      method: 'PUT',
      url: `/users/${a.target.id}`,
      payload: {
        firstName: 'Renamed',
        lastName: 'Agent',
        email: a.target.email,
        organizationId: a.organization.id,
        roleId: 3,
        version: a.target.version,
      },
    }),
    ownOnly(200),
  ],
  ['DELETE /users/:id', (a) => ({ method: 'DELETE', url: `/users/${a.target.id}` }), ownOnly(204)],
  ['POST /users/:id/lock', (a) => ({ method: 'POST', url: `/users/${a.target.id}/lock` }), ownOnly(200)],
  ['POST /users/:id/unlock', (a) => ({ method: 'POST', url: `/users/${a.target.id}/unlock` }), ownOnly(200)],
  [
    'POST /users/:id/reset-password',
    (a) => ({
      method: 'POST',
      url: `/users/${a.target.id}/reset-password`,
      payload: { newPassword: password, confirmPassword: password },
    }),
    ownOnly(204),
  ],
];

describeAgencyMatrix('users access matrix', rows);
