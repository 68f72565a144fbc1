import axios from 'axios';
import type { AppStore } from '@/app/store';

/** The one HTTP client (spec section 7): base /api/v1, JSON, 15 s time-out. */
export const http = axios.create({
  baseURL: '/api/v1',
  timeout: 15_000,
  headers: { 'Content-Type': 'application/json' },
});

/** Placeholder: installs the spec's interceptors (bearer, device id, 401 refresh, 402, 403, errors). */
export const installInterceptors = (_store: AppStore) => undefined;
