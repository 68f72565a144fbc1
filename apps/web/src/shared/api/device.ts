import type { DeviceInfo } from '@/shared/auth/auth-slice';
import { i18n } from '@/shared/i18n/i18n';

export const DEVICE_ID_KEY = 'app_device_id';
export const DEVICE_LAST_UPDATED_KEY = 'app_device_last_updated';

/** crypto.randomUUID exists only in secure contexts; a LAN address over http still needs an id. */
const newUuid = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/**
 * The browser's device id, generated once and kept across sign-outs: the server binds a session
 * to it and signs the previous device out when another one logs in.
 */
export const deviceId = (): string => {
  const stored = localStorage.getItem(DEVICE_ID_KEY);
  if (stored) return stored;
  const created = newUuid();
  localStorage.setItem(DEVICE_ID_KEY, created);
  localStorage.setItem(DEVICE_LAST_UPDATED_KEY, String(Date.now()));
  return created;
};

type NavigatorWithUaData = Navigator & { userAgentData?: { platform?: string } };

const platform = (): string => {
  const nav = navigator as NavigatorWithUaData;
  return nav.userAgentData?.platform || nav.platform || 'unknown';
};

/** What the client tells the server about itself on every write (spec section 7). */
export const clientMeta = () => ({
  deviceId: deviceId(),
  userAgent: navigator.userAgent,
  platform: platform(),
  language: i18n.language,
});

/** The device record kept in state and storage after a sign-in or refresh. */
export const currentDeviceInfo = (): DeviceInfo => {
  const lastUpdated = Date.now();
  localStorage.setItem(DEVICE_LAST_UPDATED_KEY, String(lastUpdated));
  return { ...clientMeta(), lastUpdated };
};
