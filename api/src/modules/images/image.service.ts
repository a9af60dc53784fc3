import { fileTypeFromBuffer } from 'file-type';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, notFound } from '../../shared/errors';
import { StoredImage } from './image.entity';
import { MAX_IMAGE_BYTES } from '@staffpay/schema/images/image.schemas';

const ALLOWED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);

export interface ImageMessages {
  notImage: string;
  tooLarge: string;
}

/**
 * Decodes a data URL and keeps it only when its bytes really are an image: the declared
 * type is ignored, the type is sniffed from the content.
 */
export async function storeImage(em: EntityManager, dataUrl: string, messages: ImageMessages): Promise<StoredImage> {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  if (base64.length > Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 4) throw new AppError('BAD_USER_INPUT', messages.tooLarge);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_IMAGE_BYTES) throw new AppError('BAD_USER_INPUT', messages.tooLarge);
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ALLOWED.has(type.mime)) throw new AppError('BAD_USER_INPUT', messages.notImage);
  const image = em.create(StoredImage, { mime: type.mime, bytes, size: bytes.length });
  em.persist(image);
  return image;
}

export async function loadImage(em: EntityManager, id: string): Promise<StoredImage> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound('Изображение');
  const image = await em.findOne(StoredImage, { id }, { populate: ['bytes'] });
  if (!image) throw notFound('Изображение');
  return image;
}

/** Removes a stored image no longer shown anywhere. */
export async function deleteImage(em: EntityManager, id: string): Promise<void> {
  await em.nativeDelete(StoredImage, { id });
}

export const imageUrl = (id: string | undefined | null) => (id ? `/api/images/${id}` : null);

/** The image an imageUrl names, or null for any other text. */
export const imageIdOfUrl = (url: string) => /^\/api\/images\/([0-9a-f-]{36})$/i.exec(url)?.[1] ?? null;
