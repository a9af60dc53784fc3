import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

// A new context made after this flag has `gc`; the process's own global does not, so nothing else sees it.
v8.setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/**
 * Yields a stream's chunks and runs a full collection after every `everyBytes` of them. A long
 * write (the restore) keeps each page alive across its insert, so its rows outlive the young
 * generation and pile up in the old one until V8 next decides to collect, hundreds of MB later;
 * collecting on a byte budget bounds that pile by the budget, at a few milliseconds per collection.
 */
export async function* collectingEvery(
  chunks: AsyncIterable<Uint8Array>,
  everyBytes: number,
): AsyncGenerator<Uint8Array> {
  let since = 0;
  for await (const chunk of chunks) {
    since += chunk.byteLength;
    if (since >= everyBytes) {
      since = 0;
      gc();
    }
    yield chunk;
  }
}
