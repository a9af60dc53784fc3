import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { expect, it } from 'vitest';
import { stallGuard } from './backup-spool';

it('cuts off a download whose reader takes nothing, and leaves one that reads alone', async () => {
  const stalled = stallGuard(new PassThrough(), 20);
  stalled.write('{"format":');
  const [error] = (await once(stalled, 'error')) as [Error];
  expect(error.message).toBe('backup reader stalled');
  expect(stalled.destroyed).toBe(true);

  const read = stallGuard(new PassThrough(), 60_000);
  const chunks: string[] = [];
  read.on('data', (c: Buffer) => chunks.push(String(c)));
  read.end('{}');
  await once(read, 'end');
  expect(chunks.join('')).toBe('{}');
  expect(read.destroyed).toBe(true);
});
