import { describe, expect, it } from 'vitest';
import { backupDownloadName } from './backup-file';

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
