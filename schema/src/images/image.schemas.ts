import { z } from 'zod';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** An uploaded image travels as a data URL (`data:image/jpeg;base64,...`). */
export const imageDataUrl = z
  .string()
  .regex(/^data:[\w/+.-]+;base64,[A-Za-z0-9+/=\s]+$/, 'Можно загружать только изображения');
