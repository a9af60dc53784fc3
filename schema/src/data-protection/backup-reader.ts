import { JSONParser, TokenType, type ParsedElementInfo } from '@streamparser/json';
import type { z } from 'zod';
import { BackupReferences, BrokenReference } from './backup-references';
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

const REQUEST_FIELDS = ['mode', 'companyId', 'confirmName'] as const;
export type RequestField = (typeof REQUEST_FIELDS)[number];
const HEAD_KEYS = ['format', 'version', 'createdAt', 'company', 'developerSettings'] as const;
type HeadKey = (typeof HEAD_KEYS)[number];
/** The largest section the contract takes (`many` in backup.schemas.ts). */
const MAX_ROWS = 5_000_000;
/** The text of a file sent as a string is fed on in slices of this many characters. */
const TEXT_SLICE = 1 << 20;

const isHeadKey = (key: unknown): key is HeadKey => HEAD_KEYS.includes(key as HeadKey);
const isSection = (key: unknown): key is BackupSection => BACKUP_SECTIONS.includes(key as BackupSection);
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

type Event =
  | { kind: 'field'; name: RequestField; value: unknown }
  | { kind: 'head'; name: HeadKey; value: unknown }
  | { kind: 'start'; name: string; token: TokenType; value: unknown }
  | { kind: 'end'; name: string }
  | { kind: 'row'; section: BackupSection; value: unknown }
  | { kind: 'text'; value: string };

/** The paths the tokenizer assembles values for: rows one by one, never a whole section. */
const PATHS = [
  ...REQUEST_FIELDS.map((f) => `$.${f}`),
  ...['$', '$.backup'].flatMap((root) => [
    ...HEAD_KEYS.map((k) => `${root}.${k}`),
    ...BACKUP_SECTIONS.map((s) => `${root}.${s}.*`),
  ]),
];

/**
 * Turns tokens and values into events in file order. The tokenizer is synchronous; the events of
 * one chunk are queued and handled (asynchronously) before the next chunk is read.
 */
function eventParser(events: Event[]): JSONParser & { sawToken: () => boolean } {
  const parser = new JSONParser({ paths: PATHS, keepStack: false });
  // The open containers: whether each is an object, and the key it sits under in its parent.
  const objects: boolean[] = [];
  const keys: (string | undefined)[] = [];
  let key: string | undefined;
  let expectKey = false;
  let tokens = 0;
  // A member of the file: a key of the root (the file itself) or of the root's `backup` (a wrapped file).
  const fileKey = (path: (string | undefined)[]) =>
    path.length === 1 ? path[0] : path.length === 2 && path[0] === 'backup' ? path[1] : undefined;
  const pathTo = (last: string | undefined) => [...keys.slice(1), last];

  parser.onToken = ({ token, value }) => {
    tokens++;
    const inObject = objects[objects.length - 1] === true;
    if (token === TokenType.STRING && inObject && expectKey) {
      key = value as string;
      expectKey = false;
      return;
    }
    if (token === TokenType.COLON) return;
    if (token === TokenType.COMMA) {
      expectKey = inObject;
      return;
    }
    if (token === TokenType.RIGHT_BRACE || token === TokenType.RIGHT_BRACKET) {
      objects.pop();
      key = keys.pop();
      const name = fileKey(pathTo(key));
      if (name !== undefined) events.push({ kind: 'end', name });
      return;
    }
    // A value begins.
    const path = pathTo(objects[objects.length - 1] === false ? undefined : key);
    const name = fileKey(path);
    if (name !== undefined) events.push({ kind: 'start', name, token, value });
    if (path.length === 1 && path[0] === 'backup' && token === TokenType.STRING) {
      events.push({ kind: 'text', value: value as string });
    }
    if (token === TokenType.LEFT_BRACE || token === TokenType.LEFT_BRACKET) {
      objects.push(token === TokenType.LEFT_BRACE);
      keys.push(path[path.length - 1]);
      key = undefined;
      expectKey = token === TokenType.LEFT_BRACE;
    } else if (name !== undefined) {
      events.push({ kind: 'end', name });
    }
  };
  parser.onValue = ({ value, key: at, stack }: ParsedElementInfo) => {
    const depth = stack.length;
    const wrapped = depth >= 2 && stack[1]!.key === 'backup';
    if (depth === (wrapped ? 3 : 2)) {
      const section = stack[depth - 1]!.key;
      if (isSection(section)) events.push({ kind: 'row', section, value });
    } else if (depth === (wrapped ? 2 : 1) && isHeadKey(at)) {
      events.push({ kind: 'head', name: at, value });
    } else if (depth === 1 && REQUEST_FIELDS.includes(at as RequestField)) {
      events.push({ kind: 'field', name: at as RequestField, value });
    }
  };
  return Object.assign(parser, { sawToken: () => tokens > 0 });
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
    const events: Event[] = [];
    const parser = eventParser(events);
    const feed = (write: () => void) => {
      try {
        write();
      } catch {
        throw refused(PROTECTION_MESSAGES.notJson);
      }
    };
    for await (const chunk of source) {
      feed(() => parser.write(chunk));
      await this.handle(events);
    }
    if (!parser.sawToken()) throw refused(PROTECTION_MESSAGES.notJson);
    // The parser ends by itself after the document's last brace.
    if (!parser.isEnded) feed(() => parser.end());
    await this.handle(events);
    await this.finish();
  }

  private async handle(events: Event[]): Promise<void> {
    // A chunk's rows are let go once handed on.
    for (let i = 0; i < events.length; i++) {
      const event = events[i]!;
      events[i] = undefined as never;
      await this.event(event);
    }
    events.length = 0;
  }

  private async event(event: Event): Promise<void> {
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
        if (isSection(event.name)) return this.start(event.name, event.token, event.value);
        return;
      case 'end':
        if (isSection(event.name) && this.section === event.name) return this.end(event.name);
        return;
      case 'row':
        return this.row(event.section, event.value);
    }
  }

  private async start(section: BackupSection, token: TokenType, value: unknown): Promise<void> {
    await this.readHead();
    const at = BACKUP_SECTIONS.indexOf(section);
    if (this.seen.has(section) || at < this.next) {
      throw refused(PROTECTION_MESSAGES.misplaced(`«${BACKUP_SECTION_LABELS[section]}»`));
    }
    for (const missing of BACKUP_SECTIONS.slice(this.next, at)) throw notRows(missing, undefined);
    if (token !== TokenType.LEFT_BRACKET) throw notRows(section, token === TokenType.LEFT_BRACE ? {} : value);
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
