import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApollo, renderApp } from '@/test/render';
import { ChartFrame } from './ChartFrame';
import type { ChartTable } from './chart-data';
import { sizedCharts } from './chart-test-kit';

const toPng = vi.fn(async (_node: HTMLElement, _options?: unknown) => 'data:image/png;base64,AAAA');
vi.mock('html-to-image', () => ({ toPng: (node: HTMLElement, options?: unknown) => toPng(node, options) }));
const saveBlob = vi.fn((_blob: Blob, _name: string) => {});
vi.mock('@/shared/ui/save-blob', () => ({ saveBlob: (blob: Blob, name: string) => saveBlob(blob, name) }));

const table: ChartTable = {
  category: { key: 'month', label: 'Месяц' },
  columns: [
    { key: 'fund', label: 'Фонд оплаты', color: 'blue.6', kind: 'money' },
    { key: 'profit', label: 'Прибыль', color: 'teal.6', kind: 'money' },
  ],
  rows: [
    { month: 'Октябрь 2026', fund: '91000.00', profit: null },
    { month: 'Ноябрь 2026', fund: '89500.50', profit: null },
  ],
};

const drawn = vi.fn();
/**
 * Opens the export menu and answers its item once it is mounted. The dropdown fades in, and
 * jsdom, which lays nothing out, may leave it hidden as if its button were out of view; what is
 * tested here is what the items do, so the item is clicked as mounted.
 */
async function exportItem(frame: HTMLElement, name: string) {
  await userEvent.click(within(frame).getByRole('button', { name: 'Экспорт графика' }));
  return screen.findByRole('menuitem', { name, hidden: true }, { timeout: 3000 });
}

function renderFrame() {
  renderApp(
    <ChartFrame
      title="Фонд оплаты"
      testId="chart-test"
      table={table}
      fileName="фонд"
      format={(_c, v) => `${v} KGS`}
      attributes={{ 'data-last': '89500.50' }}
    >
      {(rows, series) => {
        drawn(rows, series);
        return <svg data-testid="drawn" />;
      }}
    </ChartFrame>,
    { client: fakeApollo({}).client, withRouter: false },
  );
  return screen.getByTestId('chart-test');
}

beforeEach(() => {
  sizedCharts();
  toPng.mockClear();
  saveBlob.mockClear();
  drawn.mockClear();
});

describe('ChartFrame', () => {
  it('keeps a real table in the page for screen readers, without the all-null series', () => {
    const frame = renderFrame();
    expect(frame.dataset.points).toBe('2');
    expect(frame.dataset.last).toBe('89500.50');
    const grid = within(frame).getByRole('table', { hidden: true });
    expect(
      within(grid)
        .getAllByRole('columnheader', { hidden: true })
        .map((h) => h.textContent),
    ).toEqual(['Месяц', 'Фонд оплаты']);
    expect(within(grid).getByText('89500.50 KGS')).toBeTruthy();
    expect(within(frame).getByTestId('drawn')).toBeTruthy();
    // The chart draws numbers, and only the series that have values.
    const [rows, series] = drawn.mock.calls.at(-1)!;
    expect(rows).toEqual([
      { month: 'Октябрь 2026', fund: 91000 },
      { month: 'Ноябрь 2026', fund: 89500.5 },
    ]);
    expect(series).toEqual([{ name: 'fund', label: 'Фонд оплаты', color: 'blue.6' }]);
  });

  it('the toggle shows the table instead of the chart', async () => {
    const frame = renderFrame();
    await userEvent.click(within(frame).getByRole('switch', { name: 'Таблица' }));
    expect(within(frame).queryByTestId('drawn')).toBeNull();
    expect(within(frame).getByRole('table')).toBeTruthy();
  });

  it('downloads the CSV with Russian headers and the decimal strings as they are', async () => {
    const frame = renderFrame();
    fireEvent.click(await exportItem(frame, 'Скачать CSV'));
    expect(saveBlob).toHaveBeenCalledTimes(1);
    const [blob, name] = saveBlob.mock.calls[0]!;
    expect(name).toBe('фонд.csv');
    const text = await blob.text();
    expect(text.replace(/^\uFEFF/, '')).toBe('Месяц,Фонд оплаты\nОктябрь 2026,91000.00\nНоябрь 2026,89500.50\n');
  });

  it('draws the chart node as a PNG', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const frame = renderFrame();
    fireEvent.click(await exportItem(frame, 'Скачать PNG'));
    await waitFor(() => expect(toPng).toHaveBeenCalledTimes(1));
    const [node] = toPng.mock.calls[0]!;
    expect(within(node).getByTestId('drawn')).toBeTruthy();
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe('фонд.png');
    click.mockRestore();
  });
});
