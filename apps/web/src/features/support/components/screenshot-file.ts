import {
  detectScreenshotType,
  SUPPORT_SCREENSHOT_MAX_BYTES,
  supportScreenshotTypes,
  type ValidationKey,
} from '@emlak/contracts';

/**
 * The picker's own check of a chosen file, before anything is read whole: the size, the declared
 * type and the first bytes (the server checks the bytes again, and its answer is the one that
 * counts). Null when the file may be sent, else the message key to show under the field.
 */
export const screenshotProblem = async (file: File): Promise<ValidationKey | null> => {
  if (file.size > SUPPORT_SCREENSHOT_MAX_BYTES) return 'validation.screenshotTooLarge';
  if (!(supportScreenshotTypes as readonly string[]).includes(file.type)) return 'validation.screenshotType';
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return detectScreenshotType(head) === null ? 'validation.screenshotType' : null;
};

/** The file's bytes as standard base64, the way POST /support/tickets carries them. */
export const base64Of = async (file: File): Promise<string> => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode with two million arguments would overflow the call stack.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
};
