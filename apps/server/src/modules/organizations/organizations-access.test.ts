import {
  describeAgencyMatrix,
  type Agency,
  type Expected,
  type MatrixRow,
} from '../../../test/access-matrix';

const anyAdmin: Expected = [401, 403, 200, 200, 200];
const ownOnly: Expected = [401, 403, 404, 200, 200];
const superAdminOnly = (status: number): Expected => [401, 403, 403, 403, status];

/** Every organizations route, on a fresh agency per call (docs/domain.md "Permission matrix"). */
const rows: MatrixRow<Agency>[] = [
  ['GET /organizations', () => ({ method: 'GET', url: '/organizations' }), anyAdmin],
  [
    'POST /organizations/table',
    () => ({ method: 'POST', url: '/organizations/table', payload: {} }),
    anyAdmin,
  ],
  ['GET /organizations/dropdown', () => ({ method: 'GET', url: '/organizations/dropdown' }), anyAdmin],
  ['GET /organizations/:id', (a) => ({ method: 'GET', url: `/organizations/${a.organization.id}` }), ownOnly],
  [
    'GET /organizations/:id/users',
    (a) => ({ method: 'GET', url: `/organizations/${a.organization.id}/users` }),
    ownOnly,
  ],
  [
    'POST /organizations',
    () => ({ method: 'POST', url: '/organizations', payload: { name: 'Matrix Agency' } }),
    superAdminOnly(201),
  ],
  [
    'PUT /organizations/:id',
    (a) => ({
      method: 'PUT',
      url: `/organizations/${a.organization.id}`,
      payload: { name: 'Renamed', isContactEnabled: false, version: a.organization.version },
    }),
    ownOnly,
  ],
  // It has users: a SuperAdmin passes the policy and meets the in-use rule.
  [
    'DELETE /organizations/:id',
    (a) => ({ method: 'DELETE', url: `/organizations/${a.organization.id}` }),
    superAdminOnly(409),
  ],
  [
    'POST /organizations/:id/lock',
    (a) => ({ method: 'POST', url: `/organizations/${a.organization.id}/lock` }),
    superAdminOnly(200),
  ],
  [
    'POST /organizations/:id/unlock',
    (a) => ({ method: 'POST', url: `/organizations/${a.organization.id}/unlock` }),
    superAdminOnly(200),
  ],
];

describeAgencyMatrix('organizations access matrix', rows);
