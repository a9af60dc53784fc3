import type { z } from 'zod';
import { BackupReferences, BrokenReference } from './backup-references';
import { BackupScanner, NotJson, type HeadKey, type RequestField, type ScanEvent } from './backup-scanner';
import {
  BACKUP_FORMAT,
  BACKUP_SECTION_LABELS,
  BACKUP_SECTIONS,
  BACKUP_VERSION,
  backupDocumentSchema,
  backupHeadSchema,
  describePath,
  type BackupHead,
  type BackupRow,
  type BackupSection,
} from './backup.schemas';
import { PROTECTION_MESSAGES } from './protection.messages';

/**
 * Reads a backup file as a stream (docs/data-protection.md, "Restore"): the browser's preview and
 * the server's restore both read a file through it, so they refuse the same files with the same
 * sentence. Memory stays bounded by one row: each row is checked against the contract's schema and
 * its references (ids only are kept, `BackupReferences`) and handed on as it completes, then dropped.
 *
 * The body is either the file itself or a request wrapping it (`{ mode, companyId?, confirmName?,
 * backup }`, `backup` the document or its text). The file's head (format, version, createdAt,
 * company, developerSettings) comes before its sections and the sections in BACKUP_SECTIONS order,
 * as the backup writes them; another order is refused, as a missing section is.
 */
export interface BackupReadHandlers {
  /** A field of the wrapping request (`mode`, `companyId`, `confirmName`), when it comes. */
  field?: (name: RequestField, value: unknown) => void | Promise<void>;
  /**
   * Once, when the file's first section begins (or the body ends): the wrapping request's fields
   * that come before the file are known, and the file is not checked yet (a bad request is told first).
   */
  beforeHead?: () => void | Promise<void>;
  /** The checked head, before the first section. */
  head?: (head: BackupHead) => void | Promise<void>;
  /** Each checked row of a section, in the file's order. */
  rows?: { [S in BackupSection]?: (row: BackupRow<S>, index: number) => void | Promise<void> };
  /** After a section's last row, its forward references checked. */
  sectionEnd?: (section: BackupSection, count: number) => void | Promise<void>;
}

/** A file refused: the Russian sentence to show. */
export class BackupRefused extends Error {}

/** A web ReadableStream (a File's `stream()`), described by what is read of it: the contract names no DOM types. */
interface ByteStream {
  getReader(): { read(): Promise<{ done: boolean; value?: Uint8Array }>; releaseLock(): void };
}
/** A Node stream (the request), a web stream (the browser's file) or any chunks. */
export type BackupSource = AsyncIterable<Uint8Array | string> | ByteStream;

export type { RequestField } from './backup-scanner';
/** The largest section the contract takes (`many` in backup.schemas.ts). */
const MAX_ROWS = 5_000_000;
/** The text of a file sent as a string is fed on in slices of this many characters. */
const TEXT_SLICE = 1 << 20;
const rowSchema = (section: BackupSection) =>
  (backupDocumentSchema.shape[section] as unknown as z.ZodArray<z.ZodType>).element;

const refused = (message: string) => new BackupRefused(message);
const damaged = (error: z.ZodError, prefix: PropertyKey[]) => {
  const issue = error.issues[0]!;
  return refused(PROTECTION_MESSAGES.damaged(describePath([...prefix, ...issue.path]), issue.message));
};
/** A section that is not an array (or is missing), told as the document's schema tells it. */
const notRows = (section: BackupSection, value: unknown) => {
  const result = backupDocumentSchema.shape[section].safeParse(value);
  return result.success
    ? refused(PROTECTION_MESSAGES.damaged(section, 'ожидался массив'))
    : damaged(result.error, [section]);
};

declare const TextEncoder: new () => { encode(text: string): Uint8Array };

/** Text chunks as UTF-8 bytes; a surrogate pair split between two chunks is joined first. */
async function* bytesOf(chunks: AsyncIterable<Uint8Array | string>): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder();
  let carried = '';
  for await (const chunk of chunks) {
    if (typeof chunk !== 'string') {
      yield chunk;
      continue;
    }
    let text = carried + chunk;
    carried = '';
    const last = text.charCodeAt(text.length - 1);
    if (last >= 0xd800 && last <= 0xdbff) {
      carried = text.slice(-1);
      text = text.slice(0, -1);
    }
    yield encoder.encode(text);
  }
  if (carried) yield encoder.encode(carried);
}

async function* chunksOf(source: BackupSource): AsyncGenerator<Uint8Array | string> {
  if (Symbol.asyncIterator in source) {
    yield* source as AsyncIterable<Uint8Array | string>;
    return;
  }
  // Not every browser iterates a ReadableStream yet.
  const reader = source.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      if (value) yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

async function* slicesOf(text: string): AsyncGenerator<string> {
  for (let i = 0; i < text.length; i += TEXT_SLICE) yield text.slice(i, i + TEXT_SLICE);
}

/** Reads one file: checks it as it comes and hands its parts to `handlers`; answers its row counts. */
class FileReader {
  private readonly head: Partial<Record<HeadKey, unknown>> = {};
  private headRead = false;
  private next = 0;
  private section: BackupSection | null = null;
  private count = 0;
  private readonly seen = new Set<string>();
  private readonly references = new BackupReferences();
  readonly counts = Object.fromEntries(BACKUP_SECTIONS.map((s) => [s, 0])) as Record<BackupSection, number>;

  constructor(private readonly handlers: BackupReadHandlers) {}

  async read(source: AsyncIterable<Uint8Array | string>): Promise<void> {
    const events: ScanEvent[] = [];
    const scanner = new BackupScanner(events);
    const feed = (step: () => void) => {
      try {
        step();
      } catch (error) {
        throw error instanceof NotJson ? refused(PROTECTION_MESSAGES.notJson) : error;
      }
    };
    for await (const chunk of bytesOf(source)) {
      feed(() => scanner.write(chunk));
      await this.handle(events);
    }
    feed(() => scanner.end());
    await this.handle(events);
    await this.finish();
  }

  private async handle(events: ScanEvent[]): Promise<void> {
    // A chunk's rows are let go once handed on.
    for (let i = 0; i < events.length; i++) {
      const event = events[i]!;
      events[i] = undefined as never;
      await this.event(event);
    }
    events.length = 0;
  }

  private async event(event: ScanEvent): Promise<void> {
    switch (event.kind) {
      case 'field':
        return this.handlers.field?.(event.name, event.value);
      case 'head':
        if (this.headRead) throw refused(PROTECTION_MESSAGES.misplaced(`«${event.name}»`));
        this.head[event.name] = event.value;
        return;
      case 'text':
        if (this.headRead || this.seen.size > 0) throw refused(PROTECTION_MESSAGES.misplaced('«backup»'));
        return this.read(slicesOf(event.value));
      case 'start':
        return this.start(event.section, event.shape, event.value);
      case 'end':
        if (this.section === event.section) return this.end(event.section);
        return;
      case 'row':
        return this.row(event.section, event.value);
    }
  }

  private async start(section: BackupSection, shape: 'array' | 'object' | 'scalar', value: unknown): Promise<void> {
    await this.readHead();
    const at = BACKUP_SECTIONS.indexOf(section);
    if (this.seen.has(section) || at < this.next) {
      throw refused(PROTECTION_MESSAGES.misplaced(`«${BACKUP_SECTION_LABELS[section]}»`));
    }
    for (const missing of BACKUP_SECTIONS.slice(this.next, at)) throw notRows(missing, undefined);
    if (shape !== 'array') throw notRows(section, shape === 'object' ? {} : value);
    this.seen.add(section);
    this.section = section;
    this.count = 0;
  }

  private async row(section: BackupSection, value: unknown): Promise<void> {
    if (section !== this.section) return;
    if (this.count >= MAX_ROWS) throw refused(PROTECTION_MESSAGES.damaged(section, `больше ${MAX_ROWS} записей`));
    const checked = rowSchema(section).safeParse(value);
    if (!checked.success) throw damaged(checked.error, [section, this.count]);
    const row = checked.data as BackupRow<BackupSection>;
    try {
      this.references.row(section, row);
    } catch (error) {
      throw error instanceof BrokenReference ? refused(error.message) : error;
    }
    const handle = this.handlers.rows?.[section] as ((row: unknown, index: number) => Promise<void>) | undefined;
    await handle?.(row, this.count);
    this.count++;
  }

  private async end(section: BackupSection): Promise<void> {
    try {
      this.references.sectionEnd(section);
    } catch (error) {
      throw error instanceof BrokenReference ? refused(error.message) : error;
    }
    this.counts[section] = this.count;
    this.next = BACKUP_SECTIONS.indexOf(section) + 1;
    this.section = null;
    await this.handlers.sectionEnd?.(section, this.count);
  }

  /** Checks the head once, before the first section: a foreign file and a newer one are told apart from a damaged one. */
  private async readHead(): Promise<void> {
    if (this.headRead) return;
    this.headRead = true;
    await this.handlers.beforeHead?.();
    const { format, version } = this.head;
    if (format !== BACKUP_FORMAT || typeof version !== 'number') throw refused(PROTECTION_MESSAGES.foreignFile);
    if (version > BACKUP_VERSION) throw refused(PROTECTION_MESSAGES.newerVersion(version, BACKUP_VERSION));
    const head = backupHeadSchema.safeParse(this.head);
    if (!head.success) throw damaged(head.error, []);
    this.references.head(head.data);
    await this.handlers.head?.(head.data);
  }

  private async finish(): Promise<void> {
    await this.readHead();
    for (const missing of BACKUP_SECTIONS.slice(this.next)) throw notRows(missing, undefined);
  }
}

/**
 * Reads a backup file (or a request wrapping it) from `source`, refusing it with BackupRefused at
 * the first fault: not JSON, not a backup, a newer version, a damaged row, a broken reference.
 * Answers the file's head and its row count per section.
 */
export async function readBackupStream(
  source: BackupSource,
  handlers: BackupReadHandlers = {},
): Promise<{ head: BackupHead; counts: Record<BackupSection, number> }> {
  let head: BackupHead | null = null;
  const reader = new FileReader({
    ...handlers,
    head: async (h) => {
      head = h;
      await handlers.head?.(h);
    },
  });
  await reader.read(chunksOf(source));
  return { head: head!, counts: reader.counts };
}
