import { BACKUP_SECTIONS, type BackupSection } from './backup.schemas';

/**
 * The structural scanner under the backup reader (docs/data-protection.md, "Restore"). It walks the
 * file's BYTES, not its characters: every byte JSON's structure is made of (`"` `\` `{` `}` `[` `]`
 * `,` `:`) is ASCII, and no byte of a multi-byte UTF-8 character is, so a byte scan cannot be misled
 * by Cyrillic text and a chunk may end anywhere. It checks the grammar of the levels it walks (the
 * file, the request around it, each section's array, whatever it skips) and hands every value the
 * reader needs — a section's element, a head member, a request field, a key — to JSON.parse as one
 * byte range, which checks it. One JSON.parse per row is several times faster than a token-by-token
 * parser in JavaScript, and the row's bytes are the only garbage.
 */
export const REQUEST_FIELDS = ['mode', 'companyId', 'confirmName'] as const;
export type RequestField = (typeof REQUEST_FIELDS)[number];
export const HEAD_KEYS = ['format', 'version', 'createdAt', 'company', 'developerSettings'] as const;
export type HeadKey = (typeof HEAD_KEYS)[number];

export type ScanEvent =
  | { kind: 'field'; name: RequestField; value: unknown }
  | { kind: 'head'; name: HeadKey; value: unknown }
  /** A section's value begins: its rows follow when it is an array; `value` is the section when a scalar. */
  | { kind: 'start'; section: BackupSection; shape: 'array' | 'object' | 'scalar'; value?: unknown }
  | { kind: 'end'; section: BackupSection }
  | { kind: 'row'; section: BackupSection; value: unknown }
  /** The request's `backup` sent as a string: the file's text. */
  | { kind: 'text'; value: string };

/** The input is not JSON (or not all of it). */
export class NotJson extends Error {}

/** What an open container is to the file: the request or the file itself, the wrapped file, a section, or anything else. */
const enum Role {
  Root,
  File,
  Section,
  Other,
}
/** Where the grammar stands between values. */
const enum Expect {
  Value,
  ValueOrClose,
  Key,
  KeyOrClose,
  Colon,
  CommaOrClose,
  Nothing,
}
/** What the byte loop is inside of. */
const enum Mode {
  Structure,
  /** A captured object or array: only its depth and strings are followed, JSON.parse checks the rest. */
  Container,
  StringValue,
  /** A number, true, false or null, up to the next delimiter. */
  Literal,
}

interface Open {
  object: boolean;
  role: Role;
  key?: string;
  /** A section's: what each of its elements is. */
  row?: Target;
}

/** What a captured value becomes once parsed. */
type Target =
  | { kind: 'key' | 'skip' | 'text' | 'backup' }
  | { kind: 'field'; name: RequestField }
  | { kind: 'head'; name: HeadKey }
  | { kind: 'row' | 'section'; section: BackupSection };

// The contract names no DOM or Node types; both runtimes have these.
declare const TextDecoder: new () => { decode(bytes: Uint8Array): string };

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const LBRACE = 0x7b;
const RBRACE = 0x7d;
const LBRACKET = 0x5b;
const RBRACKET = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;
const isSpace = (b: number) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;
/** The bytes a number, true, false or null may start with. */
const isLiteralStart = (b: number) => b === 0x2d || (b >= 0x30 && b <= 0x39) || b === 0x74 || b === 0x66 || b === 0x6e;

/** Nesting the scanner walks itself deeper than any backup's (a file, a request, a section, a row's fields). */
const MAX_DEPTH = 512;

const SKIP: Target = { kind: 'skip' };
const KEY: Target = { kind: 'key' };
const isField = (key: string): key is RequestField => (REQUEST_FIELDS as readonly string[]).includes(key);
const isHeadKey = (key: string): key is HeadKey => (HEAD_KEYS as readonly string[]).includes(key);
const isSection = (key: string): key is BackupSection => (BACKUP_SECTIONS as readonly string[]).includes(key);

/**
 * Scans a JSON body chunk by chunk, pushing the reader's events into `events` in the body's order.
 * The body is a file (`{ format, …, images: [...], … }`) or a request around it (`{ mode, …, backup }`);
 * as before, members of the body and of its `backup` object are both taken as the file's.
 */
export class BackupScanner {
  private readonly decoder = new TextDecoder();
  private readonly stack: Open[] = [];
  private expect = Expect.Value;
  private mode = Mode.Structure;
  private target: Target = SKIP;
  // A captured value's bytes from earlier chunks (copies), and where it starts in the current one.
  private parts: Uint8Array[] = [];
  private partsLength = 0;
  private from = 0;
  private depth = 0;
  private inString = false;
  private escaped = false;

  constructor(private readonly events: ScanEvent[]) {}

  /** Scans one chunk; throws NotJson at the first fault. */
  write(chunk: Uint8Array): void {
    this.from = 0;
    const n = chunk.length;
    let i = 0;
    while (i < n) {
      switch (this.mode) {
        case Mode.Container:
          i = this.container(chunk, i);
          break;
        case Mode.StringValue:
          i = this.string(chunk, i);
          break;
        case Mode.Literal:
          i = this.literal(chunk, i);
          break;
        default:
          i = this.structure(chunk, i);
      }
    }
    if (this.mode !== Mode.Structure && this.from < n) {
      const part = chunk.slice(this.from);
      this.parts.push(part);
      this.partsLength += part.length;
    }
  }

  /** The body ended: a number at its very end is complete; anything else unfinished is a fault. */
  end(): void {
    this.from = 0;
    if (this.mode === Mode.Literal) this.complete(new Uint8Array(0), 0);
    if (this.expect !== Expect.Nothing || this.mode !== Mode.Structure) throw new NotJson();
  }

  /** Follows a captured container to its closing bracket; answers where scanning goes on. */
  private container(chunk: Uint8Array, start: number): number {
    const n = chunk.length;
    let depth = this.depth;
    let inString = this.inString;
    let escaped = this.escaped;
    for (let i = start; i < n; i++) {
      const b = chunk[i]!;
      if (inString) {
        if (escaped) escaped = false;
        else if (b === BACKSLASH) escaped = true;
        else if (b === QUOTE) inString = false;
      } else if (b === QUOTE) inString = true;
      else if (b === LBRACE || b === LBRACKET) depth++;
      else if ((b === RBRACE || b === RBRACKET) && --depth === 0) {
        this.inString = false;
        this.complete(chunk, i + 1);
        return i + 1;
      }
    }
    this.depth = depth;
    this.inString = inString;
    this.escaped = escaped;
    return n;
  }

  private string(chunk: Uint8Array, start: number): number {
    const n = chunk.length;
    let escaped = this.escaped;
    for (let i = start; i < n; i++) {
      const b = chunk[i]!;
      if (escaped) escaped = false;
      else if (b === BACKSLASH) escaped = true;
      else if (b === QUOTE) {
        this.escaped = false;
        this.complete(chunk, i + 1);
        return i + 1;
      }
    }
    this.escaped = escaped;
    return n;
  }

  private literal(chunk: Uint8Array, start: number): number {
    const n = chunk.length;
    for (let i = start; i < n; i++) {
      const b = chunk[i]!;
      if (isSpace(b) || b === COMMA || b === RBRACE || b === RBRACKET) {
        this.complete(chunk, i);
        return i;
      }
    }
    return n;
  }

  /** The levels the scanner walks itself: one grammar step per byte. */
  private structure(chunk: Uint8Array, i: number): number {
    const b = chunk[i]!;
    if (isSpace(b)) return i + 1;
    const top = this.stack[this.stack.length - 1];
    switch (this.expect) {
      case Expect.ValueOrClose:
      case Expect.Value:
        if (b === RBRACKET && this.expect === Expect.ValueOrClose) return this.close(i);
        return this.value(i, b);
      case Expect.KeyOrClose:
      case Expect.Key:
        if (b === RBRACE && this.expect === Expect.KeyOrClose) return this.close(i);
        if (b !== QUOTE) break;
        this.capture(Mode.StringValue, KEY, i);
        return i + 1;
      case Expect.Colon:
        if (b !== COLON) break;
        this.expect = Expect.Value;
        return i + 1;
      case Expect.CommaOrClose:
        if (b === COMMA && top) {
          this.expect = top.object ? Expect.Key : Expect.Value;
          return i + 1;
        }
        if (top && b === (top.object ? RBRACE : RBRACKET)) return this.close(i);
        break;
    }
    throw new NotJson();
  }

  private value(i: number, b: number): number {
    const target = this.targetOfValue();
    if (b === LBRACE || b === LBRACKET) {
      const object = b === LBRACE;
      if (target.kind === 'field' || target.kind === 'head' || target.kind === 'row') {
        this.depth = 1;
        this.capture(Mode.Container, target, i);
        return i + 1;
      }
      let role = Role.Other;
      if (target.kind === 'section') {
        this.events.push({ kind: 'start', section: target.section, shape: object ? 'object' : 'array' });
        if (!object) role = Role.Section;
      } else if (object && this.stack.length === 0) role = Role.Root;
      else if (object && target.kind === 'backup') role = Role.File;
      const row: Target | undefined =
        role === Role.Section ? { kind: 'row', section: (target as { section: BackupSection }).section } : undefined;
      // A skipped member nested without end would grow the stack by an entry per byte.
      if (this.stack.length >= MAX_DEPTH) throw new NotJson();
      this.stack.push({ object, role, row });
      this.expect = object ? Expect.KeyOrClose : Expect.ValueOrClose;
      return i + 1;
    }
    if (b === QUOTE) {
      this.capture(Mode.StringValue, target.kind === 'backup' ? { kind: 'text' } : target, i);
      return i + 1;
    }
    if (isLiteralStart(b)) {
      this.capture(Mode.Literal, target, i);
      return i + 1;
    }
    throw new NotJson();
  }

  /** What the value about to begin is to the file, by where it stands. */
  private targetOfValue(): Target {
    const top = this.stack[this.stack.length - 1];
    if (!top) return SKIP;
    if (top.row) return top.row;
    const key = top.key;
    if (key === undefined || top.role === Role.Other) return SKIP;
    if (top.role === Role.Root && isField(key)) return { kind: 'field', name: key };
    if (top.role === Role.Root && key === 'backup') return { kind: 'backup' };
    if (isHeadKey(key)) return { kind: 'head', name: key };
    if (isSection(key)) return { kind: 'section', section: key };
    return SKIP;
  }

  private capture(mode: Mode, target: Target, at: number): void {
    this.mode = mode;
    this.target = target;
    this.from = at;
    this.escaped = false;
    this.inString = false;
  }

  private close(i: number): number {
    const open = this.stack.pop()!;
    if (open.row?.kind === 'row') this.events.push({ kind: 'end', section: open.row.section });
    this.afterValue();
    return i + 1;
  }

  private afterValue(): void {
    this.expect = this.stack.length === 0 ? Expect.Nothing : Expect.CommaOrClose;
  }

  /** A captured value ends before `end` in `chunk`: JSON.parse checks it, and it goes where it belongs. */
  private complete(chunk: Uint8Array, end: number): void {
    let bytes = chunk.subarray(this.from, end);
    if (this.parts.length > 0) {
      const whole = new Uint8Array(this.partsLength + bytes.length);
      let at = 0;
      for (const part of this.parts) {
        whole.set(part, at);
        at += part.length;
      }
      whole.set(bytes, at);
      bytes = whole;
      this.parts = [];
      this.partsLength = 0;
    }
    this.mode = Mode.Structure;
    this.from = end;
    let value: unknown;
    try {
      value = JSON.parse(this.decoder.decode(bytes));
    } catch {
      throw new NotJson();
    }
    const target = this.target;
    if (target.kind === 'key') {
      this.stack[this.stack.length - 1]!.key = value as string;
      this.expect = Expect.Colon;
      return;
    }
    this.afterValue();
    switch (target.kind) {
      case 'field':
      case 'head':
        this.events.push({ kind: target.kind, name: target.name, value } as ScanEvent);
        return;
      case 'row':
        this.events.push({ kind: 'row', section: target.section, value });
        return;
      case 'section':
        this.events.push({ kind: 'start', section: target.section, shape: 'scalar', value });
        return;
      case 'text':
        this.events.push({ kind: 'text', value: value as string });
        return;
    }
  }
}
