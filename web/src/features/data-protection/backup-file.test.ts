import { describe, expect, it, vi } from 'vitest';
import { PROTECTION_MESSAGES } from '@staffpay/schema/data-protection/protection.messages';
import { backupDownloadName, readBackupFile } from './backup-file';
import { backupFile } from './data-protection.fixtures';

/** A file of the fixture's company with `n` ledger records: a few megabytes, read in several slices. */
function longFile(n: number, last?: Record<string, unknown>) {
  const [record] = backupFile().ledger;
  const ledger = Array.from({ length: n }, (_, i) => ({ ...record, id: 100 + i, reason: `Премия ${i}` }));
  if (last) ledger[n - 1] = { ...ledger[n - 1]!, ...last };
  return new File([JSON.stringify(backupFile({ ledger }))], 'backup.json', { type: 'application/json' });
}

describe('the restore preview', () => {
  it('reads a file of several megabytes a slice at a time: its company, date and counts, never its whole text', async () => {
    const file = longFile(20_000);
    expect(file.size).toBeGreaterThan(2 * 1024 * 1024);
    const text = vi.spyOn(Blob.prototype, 'text');
    const slice = vi.spyOn(Blob.prototype, 'slice');
    const check = await readBackupFile(file);
    expect(check).toEqual({
      ok: true,
      preview: {
        companyName: 'Ромашка',
        createdAt: '2026-03-04T10:20:00.000Z',
        version: 1,
        counts: expect.objectContaining({ employees: 1, ledger: 20_000, dashboards: 1, roles: 0 }),
      },
    });
    expect(text).not.toHaveBeenCalled();
    expect(slice.mock.calls.length).toBeGreaterThan(2);
  });

  it('names a damaged row at the end of a long file and a reference outside the file, as the server does', async () => {
    expect(await readBackupFile(longFile(20_000, { amount: 'много' }))).toEqual({
      ok: false,
      message: PROTECTION_MESSAGES.damaged('ledger[20000].amount', 'десятичное число'),
    });
    expect(await readBackupFile(longFile(3, { employeeId: 99 }))).toEqual({
      ok: false,
      message: PROTECTION_MESSAGES.danglingReference(
        '«Бонусы, штрафы, авансы и сдельные выплаты», запись 102, поле employeeId,',
        99,
      ),
    });
  });
});

describe('the backup download name', () => {
  it('reads the UTF-8 name of filename*', () => {
    const header = `attachment; filename="backup_____2026-03-04.json"; filename*=UTF-8''${encodeURIComponent('backup_ООО «Ромашка»_2026-03-04.json')}`;
    expect(backupDownloadName(header, 'x', '2026-01-01')).toBe('backup_ООО «Ромашка»_2026-03-04.json');
  });
  it.each([null, 'attachment; filename="backup.json"', "attachment; filename*=UTF-8''%E0%A4%A"])(
    "falls back to the contract's name for %s",
    (header) => {
      expect(backupDownloadName(header, 'Ромашка/Юг', '2026-03-04')).toBe('backup_Ромашка_Юг_2026-03-04.json');
    },
  );
});
