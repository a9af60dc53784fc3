import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { backupNotificationSettingSchema } from '@staffpay/schema/data-protection/backup.schemas';
import { RoleNotificationSettingRow } from './notification.entity';

type BackupNotificationSetting = z.infer<typeof backupNotificationSettingSchema>;

/** The roles' notification switches the company changed (no row means on). */
export async function notificationSettingsForBackup(
  em: EntityManager,
  companyId: number,
): Promise<BackupNotificationSetting[]> {
  const rows = await em.find(
    RoleNotificationSettingRow,
    { company: companyId },
    { orderBy: { role: 'asc', notificationType: 'asc' } },
  );
  return rows.map((r) => ({ role: r.role, notificationType: r.notificationType, enabled: r.enabled }));
}

export async function restoreNotificationSettings(
  em: EntityManager,
  companyId: number,
  rows: BackupNotificationSetting[],
): Promise<void> {
  const unique = new Map(rows.map((r) => [`${r.role}:${r.notificationType}`, r]));
  if (unique.size === 0) return;
  await em.insertMany(
    RoleNotificationSettingRow,
    [...unique.values()].map((r) => ({ ...r, company: companyId })),
  );
}

export async function clearNotificationSettings(em: EntityManager, companyId: number): Promise<void> {
  await em.nativeDelete(RoleNotificationSettingRow, { company: companyId });
}
