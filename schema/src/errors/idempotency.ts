import { z } from 'zod';
import type { ErrorReason } from './error-codes';

/**
 * Idempotency keys (docs/api.md, "Retrying safely"): a REST POST or a GraphQL mutation sent with
 * `Idempotency-Key` answers its first answer again, for 24 hours, to the same caller sending the
 * same parameters; the replay carries `Idempotent-Replayed: true`.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
/** How long a first answer is kept for replays. */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;
/** Answers larger than this are not kept: a retry with the key runs again (documented). */
export const IDEMPOTENCY_MAX_STORED_BYTES = 1024 * 1024;

/** 1 to 255 printable ASCII characters (a UUID is the usual choice). */
export const idempotencyHeaderKeySchema = z
  .string({ error: 'Ключ идемпотентности должен быть строкой' })
  .regex(/^[\x20-\x7e]{1,255}$/, 'Ключ идемпотентности: от 1 до 255 печатных символов ASCII');

/**
 * The messages of the reasons an idempotency key is refused; each reason's class (and so the
 * status) is the contract's error declaration (`ERROR_REASON`, error-codes.ts).
 */
export const IDEMPOTENCY_ERRORS = {
  IDEMPOTENCY_KEY_INVALID: {
    message: 'Ключ идемпотентности: от 1 до 255 печатных символов ASCII',
  },
  IDEMPOTENCY_KEYS_DIFFER: {
    message: 'Ключ идемпотентности в заголовке и в extensions различается',
  },
  IDEMPOTENCY_KEY_REUSED: {
    message: 'Ключ идемпотентности уже использован для запроса с другими параметрами',
  },
  IDEMPOTENCY_KEY_IN_PROGRESS: {
    message: 'Запрос с этим ключом идемпотентности ещё выполняется. Повторите позже',
  },
  IDEMPOTENCY_STORE_UNAVAILABLE: {
    message: 'Хранилище ключей идемпотентности временно недоступно. Повторите через несколько секунд',
  },
} as const satisfies Partial<Record<ErrorReason, { message: string }>>;
export type IdempotencyErrorReason = keyof typeof IDEMPOTENCY_ERRORS;
