import type { DeviceInfo } from './auth-slice';

/** localStorage keys of the signed-in user (spec section 3); all cleared on sign-out. */
export const IS_AUTHENTICATED_KEY = 'isAuthenticated';
export const DEVICE_INFO_KEY = 'deviceInfo';
export const LAST_LOGIN_DEVICE_KEY = 'lastLoginDevice';
export const userStorageKeys = [IS_AUTHENTICATED_KEY, DEVICE_INFO_KEY, 'hash', 'isSpecialUser', 'authToken'];

export const readDeviceInfo = (key: string): DeviceInfo | null => {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    return typeof value === 'object' && value !== null && typeof (value as DeviceInfo).deviceId === 'string'
      ? (value as DeviceInfo)
      : null;
  } catch {
    return null;
  }
};

export const writeDeviceInfo = (key: string, info: DeviceInfo) =>
  localStorage.setItem(key, JSON.stringify(info));
