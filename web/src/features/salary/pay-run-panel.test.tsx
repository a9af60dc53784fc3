import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { socketStatus } from '@/shared/live/socket-status';
import { anomaly, check, kgs, NOW, payRun, renderSalaryPage, review, spaced } from './salary.fixtures';
import { shareOf } from './components/PayRunCheck';

vi.setConfig({ testTimeout: 20_000 });
beforeEach(() => socketStatus.set(true));
afterEach(() => socketStatus.set(false));
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const panel = () => screen.findByTestId('pay-run-panel');
const stage = async () => (await screen.findByTestId('pay-run-stage')).textContent;

describe('PayRunPanel', () => {
  it('shows a draft with the send button to a member with salaries.edit, and none of the approver’s', async () => {
    const { calls } = renderSalaryPage('manager');
    await panel();
    expect(await stage()).toBe('Черновик');
    expect(screen.getByTestId('pay-run-submit').textContent).toBe('Отправить на проверку');
    expect(screen.queryByTestId('pay-run-approve')).toBeNull();
    expect(calls.find((c) => c.name === 'PayRunOfMonth')?.variables).toEqual({ companyId: 10, period: '2026-05' });
    expect(calls.find((c) => c.name === 'PayRunCheck')?.variables).toEqual({
      companyId: 10,
      period: '2026-05',
      changeShare: '0.25',
    });
  });

  it('sends the month and shows the answer: in review, who sent it, the freeze', async () => {
    const { calls } = renderSalaryPage('manager', {
      SubmitPayRun: () => ({ data: { submitPayRun: payRun({ stage: 'in_review', review: review() }) } }),
    });
    await userEvent.click(await screen.findByTestId('pay-run-submit'));
    await waitFor(async () => expect(await stage()).toBe('На проверке'));
    expect(calls.find((c) => c.name === 'SubmitPayRun')?.variables).toEqual({ companyId: 10, period: '2026-05' });
    expect(screen.getByText(/Отправил\(а\) Мария Менеджер/)).toBeTruthy();
    expect(screen.getByText('Пока месяц на проверке, записи за него нельзя изменить')).toBeTruthy();
    expect(screen.queryByTestId('pay-run-submit')).toBeNull();
  });

  it('lets an approver approve, or return with a reason asked in a dialog', async () => {
    const inReview = payRun({ stage: 'in_review', review: review() });
    const { calls } = renderSalaryPage('owner', {
      PayRunOfMonth: () => ({ data: { payRun: inReview } }),
      ReturnPayRun: (v) => ({
        data: {
          returnPayRun: payRun({
            review: review({
              state: 'returned',
              decidedAt: '2026-05-14T05:00:00.000Z',
              decidedBy: { __typename: 'PayRunUser', id: 1, name: 'Олег Владелец' },
              returnReason: v.reason,
            }),
          }),
        },
      }),
    });
    expect((await screen.findByTestId('pay-run-approve')).textContent).toBe('Утвердить');
    await userEvent.click(screen.getByTestId('pay-run-return'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Вернуть' }));
    expect(await within(dialog).findByText('Укажите причину возврата')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox'), '  Проверьте бонусы ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Вернуть' }));
    await waitFor(() => expect(calls.some((c) => c.name === 'ReturnPayRun')).toBe(true));
    expect(calls.find((c) => c.name === 'ReturnPayRun')?.variables).toEqual({
      companyId: 10,
      period: '2026-05',
      reason: 'Проверьте бонусы',
    });
    await waitFor(async () => expect(await stage()).toBe('Черновик'));
    expect(screen.getByText('Проверьте бонусы')).toBeTruthy();
    expect(screen.getByText(/Вернул\(а\) Олег Владелец/)).toBeTruthy();
  });

  it('follows the pushed run live', async () => {
    const { emit } = renderSalaryPage('verifier');
    expect(await stage()).toBe('Черновик');
    act(() =>
      emit('PayRunOfMonthChanged', {
        data: {
          payRunChanged: payRun({
            stage: 'approved',
            status: 'fixed',
            fixedCount: 2,
            review: review({ state: 'approved' }),
          }),
        },
      }),
    );
    await waitFor(async () => expect(await stage()).toBe('Утверждён'));
    expect(screen.queryByTestId('pay-run-submit')).toBeNull();
  });
});

describe('PayRunCheck', () => {
  it('says there is nothing to note', async () => {
    renderSalaryPage('manager');
    const box = await screen.findByTestId('pay-run-anomalies');
    expect(await within(box).findByText('Замечаний нет')).toBeTruthy();
    expect(within(box).getByText('Сравнение с последним зафиксированным месяцем: апрель 2026')).toBeTruthy();
  });

  it('lists the findings grouped by kind with Russian sentences, and follows the pushes', async () => {
    const { emit } = renderSalaryPage('manager', {
      PayRunCheck: () => ({
        data: check([
          anomaly(),
          anomaly({
            kind: 'duplicate_record',
            ledgerType: 'bonus',
            recordIds: [5, 6],
            amount: '500.00',
            previousAmount: null,
          }),
          anomaly({
            kind: 'no_base_rule',
            employeeId: 8,
            employeeName: 'Борис Петров',
            amount: null,
            previousAmount: null,
          }),
        ]),
      }),
    });
    const box = await screen.findByTestId('pay-run-anomalies');
    await waitFor(() => expect(box.querySelectorAll('[data-kind]')).toHaveLength(3));
    const changed = box.querySelector('[data-kind="total_changed"]')!;
    expect(spaced(changed.textContent!)).toBe(
      spaced(`Анна Иванова: ${kgs('30000.00')} → ${kgs('40000.00')} по сравнению с прошлым месяцем`),
    );
    expect(spaced(box.querySelector('[data-kind="duplicate_record"]')!.textContent!)).toBe(
      spaced(`Анна Иванова: 2 записи «бонус» на ${kgs('500.00')} в пределах двух дней — возможно, дубль`),
    );
    expect(within(box).getByText('Нет базового правила')).toBeTruthy();
    act(() => emit('PayRunCheckChanged', { data: { payRunAnomaliesChanged: check([]).payRunAnomalies } }));
    expect(await within(box).findByText('Замечаний нет')).toBeTruthy();
  });

  it('turns the percent threshold into the API’s share', () => {
    expect(shareOf(25)).toBe('0.25');
    expect(shareOf(12.5)).toBe('0.125');
    expect(shareOf('')).toBe('0.25');
    expect(shareOf(150)).toBe('1.5');
  });
});
