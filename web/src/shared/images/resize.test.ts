import { describe, expect, it } from 'vitest';
import { avatarEncoding, checkImageFile, fitWithin, LOGO_ENCODING, MAX_UPLOAD_BYTES } from './resize';

describe('fitWithin', () => {
  it('scales a wide logo to 400 on the longer side', () => {
    expect(fitWithin({ width: 1600, height: 900 }, 400, 400)).toEqual({ width: 400, height: 225 });
  });
  it('scales a tall logo to 400 on the longer side', () => {
    expect(fitWithin({ width: 900, height: 1600 }, 400, 400)).toEqual({ width: 225, height: 400 });
  });
  it('never enlarges a small image', () => {
    expect(fitWithin({ width: 120, height: 80 }, 400, 400)).toEqual({ width: 120, height: 80 });
  });
  it('fits an avatar inside 800×600 by the tighter side', () => {
    expect(fitWithin({ width: 4000, height: 3000 }, 800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin({ width: 1000, height: 1000 }, 800, 600)).toEqual({ width: 600, height: 600 });
    expect(fitWithin({ width: 3200, height: 1000 }, 800, 600)).toEqual({ width: 800, height: 250 });
  });
  it('keeps at least one pixel', () => {
    expect(fitWithin({ width: 10000, height: 1 }, 400, 400)).toEqual({ width: 400, height: 1 });
  });
  it('uses the box for images without intrinsic size (some SVGs)', () => {
    expect(fitWithin({ width: 0, height: 0 }, 800, 600)).toEqual({ width: 800, height: 600 });
  });
});

describe('encodings', () => {
  it('logo: JPEG at 0.8 within 400px', () => {
    expect(LOGO_ENCODING).toEqual({ maxWidth: 400, maxHeight: 400, type: 'image/jpeg', quality: 0.8 });
  });
  it('avatar: PNG and SVG stay PNG, others become JPEG at 0.7', () => {
    expect(avatarEncoding('image/png').type).toBe('image/png');
    expect(avatarEncoding('image/svg+xml').type).toBe('image/png');
    expect(avatarEncoding('image/jpeg')).toEqual({ maxWidth: 800, maxHeight: 600, type: 'image/jpeg', quality: 0.7 });
    expect(avatarEncoding('image/webp').type).toBe('image/jpeg');
  });
});

describe('checkImageFile', () => {
  const messages = { notImage: 'not image', tooLarge: 'too large' };
  it('refuses what is not an image', () => {
    expect(checkImageFile({ type: 'application/pdf', size: 10 }, messages)).toBe('not image');
    expect(checkImageFile({ type: '', size: 10 }, messages)).toBe('not image');
  });
  it('refuses more than 10MB', () => {
    expect(MAX_UPLOAD_BYTES).toBe(10 * 1024 * 1024);
    expect(checkImageFile({ type: 'image/png', size: MAX_UPLOAD_BYTES + 1 }, messages)).toBe('too large');
  });
  it('accepts an image of exactly 10MB', () => {
    expect(checkImageFile({ type: 'image/png', size: MAX_UPLOAD_BYTES }, messages)).toBeNull();
  });
});
