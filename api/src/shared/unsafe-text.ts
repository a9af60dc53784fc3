import { AppError } from './errors';

export const UNSAFE_TEXT_MESSAGE = 'Текст содержит недопустимые символы';

// PostgreSQL cannot store U+0000, and a lone UTF-16 surrogate is not text at all: neither may reach a service.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isUnsafeText(s: string): boolean {
  return s.includes('\0') || LONE_SURROGATE.test(s);
}

/**
 * The path ('input.name', 'items.2') of the first string, or object key, in a parsed JSON
 * value that holds NUL or a lone surrogate; null when there is none. Iterative, so a deeply
 * nested hostile body cannot overflow the stack.
 */
export function findUnsafeText(value: unknown, root = ''): string | null {
  // Almost every value is clean: it is walked without building a path per field (a restore's
  // rows are millions of fields), and walked again for the path only when it is not.
  if (!holdsUnsafeText(value)) return null;
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (isUnsafeText(v)) return path || '_';
    } else if (v && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        const at = path ? `${path}.${k}` : k;
        if (isUnsafeText(k)) return at;
        stack.push([child, at]);
      }
    }
  }
  return null;
}

function holdsUnsafeText(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (isUnsafeText(v)) return true;
    } else if (v && typeof v === 'object') {
      for (const k of Object.keys(v)) {
        if (isUnsafeText(k)) return true;
        stack.push((v as Record<string, unknown>)[k]);
      }
    }
  }
  return false;
}

export function unsafeTextError(path: string): AppError {
  return new AppError('BAD_USER_INPUT', UNSAFE_TEXT_MESSAGE, { [path]: [UNSAFE_TEXT_MESSAGE] });
}
