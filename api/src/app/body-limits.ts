import { Transform, type TransformCallback } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../shared/errors';

/**
 * What an anonymous caller may send to GraphQL: sign-in, sign-up and the wall screen's queries
 * are a few kilobytes. Only a known caller may send the uploads' megabytes (UPLOAD_BODY_LIMIT).
 */
export const ANONYMOUS_BODY_LIMIT = 64 * 1024;

export const payloadTooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 'Слишком большой запрос');

/** Refuses at once, before a byte of the body is read, a body its Content-Length already puts over `limit`. */
export function refuseAnnouncedOver(req: FastifyRequest, limit: number): void {
  const announced = Number(req.headers['content-length']);
  if (announced > limit) throw payloadTooLarge();
}

/**
 * The request body as a stream that fails with 413 once more than `limit` bytes have come: a
 * chunked body announces no length, so it is counted as it arrives (Fastify's preParsing).
 */
export function capBody(limit: number): Transform & { receivedEncodedLength: number } {
  let received = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      received += chunk.length;
      counter.receivedEncodedLength = received;
      if (received > limit) return done(Object.assign(payloadTooLarge(), { statusCode: 413 }));
      done(null, chunk);
    },
  }) as Transform & { receivedEncodedLength: number };
  counter.receivedEncodedLength = 0;
  return counter;
}
