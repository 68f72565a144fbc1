/** The stored device data the payment page's logout forgets (spec section 2), with the device id itself. */
export const DEVICE_DATA_KEYS = ['app_device_id', 'app_device_last_updated', 'deviceInfo', 'lastLoginDevice'];

export const clearDeviceData = () => {
  for (const key of DEVICE_DATA_KEYS) localStorage.removeItem(key);
};
