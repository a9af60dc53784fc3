import { inflateRawSync } from 'node:zlib';

/** Why a zip is refused: not a zip this reader takes, or more than the cap once inflated. */
export type ZipRefusal = 'notZip' | 'tooLarge';

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX_ENTRIES = 1000;

/**
 * Inflates every entry of a zip (an XLSX file) against one budget of `cap` bytes and throws the
 * bytes away: a zip bomb stops at the cap, with at most the cap in memory, whatever sizes its
 * headers claim (they are not believed). Null when the whole file fits. ZIP64 and methods other
 * than stored and deflate are not zips an XLSX writer makes, and are refused.
 */
export function zipRefusal(zip: Buffer, cap: number): ZipRefusal | null {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > zip.length || zip.readUInt32LE(end) !== EOCD) return 'notZip';
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  if (entries === 0xffff || at === 0xffffffff || entries > MAX_ENTRIES) return 'notZip';
  let budget = cap;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) return 'notZip';
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const local = zip.readUInt32LE(at + 42);
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL) return 'notZip';
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    if (start + compressed > zip.length) return 'notZip';
    const data = zip.subarray(start, start + compressed);
    if (method === 0) budget -= data.length;
    else if (method === 8) {
      const inflated = inflatedLength(data, budget);
      if (inflated === null) return 'notZip';
      budget -= inflated;
    } else return 'notZip';
    if (budget < 0) return 'tooLarge';
  }
  return null;
}

/**
 * The entry's inflated length, or more than `budget` as soon as it passes it (inflation stops
 * there); null when the data is not deflate.
 */
function inflatedLength(data: Buffer, budget: number): number | null {
  try {
    return inflateRawSync(data, { maxOutputLength: budget + 1 }).length;
  } catch (error) {
    return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? budget + 1 : null;
  }
}
