import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { backupImageSchema } from '@staffpay/schema/data-protection/backup.schemas';
import { StoredImage } from './image.entity';
import { storeImage } from './image.service';

type BackupImage = z.infer<typeof backupImageSchema>;

const PAGE = 10;

/** The stored images of `ids` with their bytes, a few at a time (photos may be large). */
export async function* imagesForBackup(em: EntityManager, ids: string[]): AsyncGenerator<BackupImage[]> {
  for (let i = 0; i < ids.length; i += PAGE) {
    const rows = await em.find(StoredImage, { id: { $in: ids.slice(i, i + PAGE) } }, { populate: ['bytes'] });
    yield rows.map((r) => ({ id: r.id, mime: r.mime as BackupImage['mime'], data: r.bytes.toString('base64') }));
  }
}

/** Stores a file's images again (their bytes sniffed like any upload); the file's id → the new one. */
export async function restoreImages(
  em: EntityManager,
  images: BackupImage[],
  messages: { notImage: string; tooLarge: string },
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const stored = [];
  for (const image of images) {
    const one = await storeImage(em, `data:${image.mime};base64,${image.data}`, messages);
    ids.set(image.id, one.id);
    stored.push(one);
  }
  await em.flush();
  // A restore writes its images a page at a time: written ones must not stay in the unit of work with their bytes.
  for (const one of stored) em.getUnitOfWork().unsetIdentity(one);
  return ids;
}
