import { toPng } from 'html-to-image';
import { saveBlob } from '@/shared/ui/save-blob';
import { chartCsv, type ChartTable } from './chart-data';

/** The chart's node as a PNG download (html-to-image draws it on a canvas, as the screen shows it). */
export async function downloadPng(node: HTMLElement, fileName: string) {
  const url = await toPng(node, { backgroundColor: '#ffffff', cacheBust: true });
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fileName}.png`;
  document.body.append(link);
  link.click();
  link.remove();
}

/** The chart's table as a CSV download (UTF-8 with a byte order mark, so spreadsheet programs read the Cyrillic). */
export function downloadCsv(table: ChartTable, fileName: string) {
  saveBlob(new Blob(['\uFEFF', chartCsv(table)], { type: 'text/csv;charset=utf-8' }), `${fileName}.csv`);
}
