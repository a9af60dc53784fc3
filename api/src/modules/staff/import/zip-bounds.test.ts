import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { zipRefusal } from './zip-bounds';
import { deflatedZeros, zipOf } from '../../../../test/support/zip-bomb';

describe('zipRefusal', () => {
  it('takes a real XLSX file within the budget', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Сотрудники').addRow(['Имя', 'Фамилия']);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    expect(zipRefusal(bytes, 1024 * 1024)).toBeNull();
    expect(zipRefusal(bytes, 100)).toBe('tooLarge');
  });

  it('refuses a zip bomb by what it inflates to, not by what its headers claim', async () => {
    const bomb = zipOf([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>'), stored: true },
      // The header says 10 bytes; the data inflates to 64 MiB.
      { name: 'xl/worksheets/sheet1.xml', data: await deflatedZeros(64), claimedSize: 10 },
    ]);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(zipRefusal(bomb, 32 * 1024 * 1024)).toBe('tooLarge');
  });

  it('refuses what is not a zip, a truncated one, and an entry that is not deflate', async () => {
    expect(zipRefusal(Buffer.from('not a zip at all'), 1024)).toBe('notZip');
    const zip = zipOf([{ name: 'a.xml', data: await deflatedZeros(1) }]);
    expect(zipRefusal(zip.subarray(0, zip.length - 30), 1024 * 1024 * 2)).toBe('notZip');
    const garbage = zipOf([{ name: 'a.xml', data: Buffer.from([0xff, 0xff, 0xff, 0xff]) }]);
    expect(zipRefusal(garbage, 1024)).toBe('notZip');
  });
});
