import { describe, expect, it } from 'vitest';
import {
  base64ByteLength,
  createSupportTicketSchema,
  detectScreenshotType,
  SUPPORT_SCREENSHOT_MAX_BYTES,
} from './support';

const bytes = (...values: number[]) => Uint8Array.from(values);
/** The bytes of an ASCII text (the contracts are typed without TextEncoder). */
const ascii = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0));
/** The bytes of `PNG` in base64. */
const PNG_BASE64 = 'iVBORw0KGgoAAAAN';
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const body = (screenshot: string) => ({ subject: 'S', category: 'bug', message: 'M', screenshot });
const messageOf = (screenshot: string) =>
  createSupportTicketSchema.safeParse(body(screenshot)).error?.issues.map((issue) => issue.message);

describe('support screenshots', () => {
  it('tells PNG, JPEG and WebP apart by their first bytes, and nothing else', () => {
    expect(detectScreenshotType(PNG)).toBe('image/png');
    expect(detectScreenshotType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    const webp = ascii('RIFF\u0024\u0000\u0000\u0000WEBPVP8 ');
    expect(detectScreenshotType(webp)).toBe('image/webp');
    expect(detectScreenshotType(ascii('GIF89a'))).toBeNull();
    expect(detectScreenshotType(ascii('RIFF0000WAVE'))).toBeNull();
    expect(detectScreenshotType(bytes(0x89, 0x50))).toBeNull();
  });

  it('counts the decoded size of base64', () => {
    expect(base64ByteLength('AQ==')).toBe(1);
    expect(base64ByteLength('AQI=')).toBe(2);
    expect(base64ByteLength('AQID')).toBe(3);
  });

  it('takes a PNG and refuses another type, bad base64 or more than 2 MB', () => {
    expect(createSupportTicketSchema.safeParse(body(PNG_BASE64)).success).toBe(true);
    expect(messageOf('R0lGODlhLi4uLg==')).toEqual(['validation.screenshotType']);
    expect(messageOf('iVBORw0KGgo')).toEqual(['validation.screenshotType']);
    expect(messageOf('data:image/png;base64,iVBORw0KGgo=')).toEqual(['validation.screenshotType']);
    expect(messageOf('')).toEqual(['validation.screenshotType']);
    const tooBig = 'A'.repeat((Math.ceil(SUPPORT_SCREENSHOT_MAX_BYTES / 3) + 1) * 4);
    expect(messageOf(tooBig)).toEqual(['validation.screenshotTooLarge']);
  });
});
