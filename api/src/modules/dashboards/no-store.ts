import type { FastifyReply } from 'fastify';

/** Company data behind a bearer link: no proxy or browser cache may keep it or hand it to another. */
export const noStore = (reply: FastifyReply, data: unknown) => reply.header('cache-control', 'no-store').send(data);
