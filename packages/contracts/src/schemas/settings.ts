import { z } from 'zod';

/** Auto-lock idle time-out in whole minutes (spec sections 5 and 9). */
export const AUTO_LOCK_MIN_MINUTES = 1;
export const AUTO_LOCK_MAX_MINUTES = 120;

export const autoLockSettingsSchema = z.strictObject({
  enabled: z.boolean(),
  timeout: z
    .number({ message: 'validation.invalidType' })
    .int({ message: 'validation.invalidType' })
    .min(AUTO_LOCK_MIN_MINUTES, { message: 'validation.tooSmall' })
    .max(AUTO_LOCK_MAX_MINUTES, { message: 'validation.tooBig' }),
});
export type AutoLockSettings = z.infer<typeof autoLockSettingsSchema>;
