import { describe, expect, it } from 'vitest';
import { PROTECTION_MESSAGES } from '@staffpay/schema/data-protection/protection.messages';
import { AppError } from '../../shared/errors';
import { spoolUpload } from './restore-upload';

/** An upload that sends `first`, then fails with `code`. */
async function* cut(first: string, code: string): AsyncGenerator<Uint8Array> {
  yield Buffer.from(first);
  throw Object.assign(new Error('socket'), { code });
}

const read = async (file: AsyncIterable<Uint8Array>) => {
  let text = '';
  for await (const chunk of file) text += Buffer.from(chunk).toString();
  return text;
};

describe('spoolUpload', () => {
  it('hands over the whole upload from its temporary file', async () => {
    async function* upload() {
      yield Buffer.from('{"format":');
      yield Buffer.from('"x"}');
    }
    expect(await spoolUpload(upload(), read)).toBe('{"format":"x"}');
  });

  it('answers an upload the client cut short as a 400 in Russian, and any other failure as it is', async () => {
    const aborted = await spoolUpload(cut('{"format":', 'ECONNRESET'), read).catch((e: unknown) => e);
    expect(aborted).toBeInstanceOf(AppError);
    expect((aborted as AppError).status).toBe(400);
    expect((aborted as AppError).message).toBe(PROTECTION_MESSAGES.uploadCut);
    const disk = await spoolUpload(cut('{', 'ENOSPC'), read).catch((e: unknown) => e);
    expect(disk).not.toBeInstanceOf(AppError);
    expect((disk as NodeJS.ErrnoException).code).toBe('ENOSPC');
  });
});
