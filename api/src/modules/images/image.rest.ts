import { defineRoutes } from '../../shared/rest';
import { loadImage } from './image.service';

export const imageRoutes = defineRoutes(
  [
    {
      method: 'GET',
      path: '/api/images/:id',
      doc: {
        summary: 'A stored image (logo, avatar), immutable',
        file: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
        response: 'The image',
      },
      auth: 'none',
      input: (req) => (req.params as { id: string }).id,
      handler: (ctx, id) => loadImage(ctx.em, id),
      // Images are immutable: a new upload gets a new id, so caches may keep them for a year.
      send: (reply, image) =>
        reply
          .header('content-type', image.mime)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .send(image.bytes),
    },
  ],
  'Images',
);
