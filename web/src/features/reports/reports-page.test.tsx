import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CompanyRole } from '@staffpay/schema/auth/roles';
import { renderCompanyPage } from '@/test/company';
import { pick } from '@/test/pick';
import ReportsPage from './pages/ReportsPage';

vi.setConfig({ testTimeout: 20_000 });

const group = (id: number, name: string, fund: string) => ({
  id,
  name,
  employeeCount: 3,
  paidCount: 2,
  totalSalaryFund: fund,
  totalBonuses: '1000.00',
  totalPenalties: '500.05',
  totalAdvances: '0.00',
  totalProfit: '123456.78',
});

const summary = (period: string) => ({
  __typename: 'ReportSummary',
  period: { __typename: 'PayPeriod', from: period === 'year' ? '2026-01-01' : '2026-11-01', to: '2026-11-30' },
  stats: {
    __typename: 'DashboardStats',
    totalSalaryFund: period === 'year' ? '900000.00' : '75000.50',
    averageSalary: '37500.25',
    totalBonuses: '1000.00',
    totalPenalties: '500.05',
  },
  statuses: [
    { __typename: 'ReportCount', key: 'active', count: 2, percent: 67 },
    { __typename: 'ReportCount', key: 'vacation', count: 1, percent: 33 },
  ],
  roles: [{ __typename: 'ReportCount', key: 'manager', count: 3, percent: 100 }],
  departments: [{ __typename: 'ReportGroup', ...group(1, 'Продажи', '75000.50') }],
  branches: [{ __typename: 'ReportBranch', ...group(2, 'Центр', '75000.50'), city: 'Бишкек', departmentCount: 1 }],
  latestRecords: [
    {
      __typename: 'LedgerRecord',
      id: 9,
      employeeName: 'Айгерим Абаева',
      type: 'penalty',
      amount: '500.05',
      reason: 'Опоздание',
      appliedDate: '2026-11-10',
    },
  ],
});

function setup(role: CompanyRole | null) {
  return renderCompanyPage(<ReportsPage />, role, {
    ReportsScreen: (v) => ({
      data: {
        reportSummary: summary(v.period as string),
        xlsxUrl: `/api/reports/export?companyId=10&period=${v.period}&format=xlsx`,
        csvUrl: `/api/reports/export?companyId=10&period=${v.period}&format=csv`,
      },
    }),
    ReportsPayslipPeople: () => ({
      data: { employeeCards: [{ __typename: 'EmployeeCard', id: 4, name: 'Айгерим Абаева' }] },
    }),
    ReportsExports: () => ({ data: { exports: { __typename: 'ExportConnection', edges: [] } } }),
    PayslipUrl: (v) => ({ data: { payslipUrl: `/api/payslips/${v.employeeId}?companyId=10&period=${v.period}` } }),
  });
}

const plain = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('the reports screen', () => {
  it('shows the period’s figures, counts with percentages, groups and the latest records', async () => {
    setup('manager');
    expect(plain((await screen.findAllByTestId('salary-summary-card'))[0]!.textContent)).toContain('75 001 KGS');
    expect(plain(screen.getByTestId('report-period').textContent)).toBe('01.11.2026 — 30.11.2026');
    const statuses = screen.getAllByTestId('report-counts')[0]!;
    expect(plain(statuses.textContent)).toContain('Активный2 · 67%');
    expect(plain(screen.getAllByTestId('report-counts')[1]!.textContent)).toContain('Руководитель3 · 100%');
    const departments = screen.getByTestId('report-departments');
    expect(plain(departments.textContent)).toContain('123 457 KGS');
    expect(plain(screen.getByTestId('report-branches').textContent)).toContain('Бишкек');
    const latest = screen.getByTestId('report-latest');
    expect(plain(latest.textContent)).toContain('10.11.2026 · Опоздание');
    expect(plain(latest.textContent)).toContain('500,05 KGS');
    expect(within(latest).getByText('Штраф')).toBeTruthy();
  });

  it('the period really changes the query and the export links', async () => {
    const fake = setup('owner');
    const xlsx = await screen.findByRole('link', { name: 'Экспорт XLSX' });
    await waitFor(() => expect(xlsx.getAttribute('href')).toContain('period=month&format=xlsx'));
    await userEvent.click(screen.getByText('Год'));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Экспорт CSV' }).getAttribute('href')).toContain(
        'period=year&format=csv',
      ),
    );
    expect(fake.calls.filter((c) => c.name === 'ReportsScreen').map((c) => c.variables.period)).toEqual([
      'month',
      'year',
    ]);
    await waitFor(() =>
      expect(plain(screen.getAllByTestId('salary-summary-card')[0]!.textContent)).toContain('900 000 KGS'),
    );
  });

  it('asks the API where the payslip downloads and follows it', async () => {
    const fake = setup('manager');
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.getAttribute('href')).toMatch(/^\/api\/payslips\/4\?companyId=10&period=\d{4}-\d{2}$/);
    });
    const button = await screen.findByRole('button', { name: 'Расчетный листок (PDF)' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    const cards = screen.getByTestId('report-payslips');
    await pick(within(cards).getByLabelText('Сотрудник'), 'Айгерим Абаева');
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(button);
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect(fake.calls.find((c) => c.name === 'PayslipUrl')?.variables).toMatchObject({ companyId: 10, employeeId: 4 });
    clicked.mockRestore();
  });

  it('an employee is told reports are not theirs; no company, the prompt', async () => {
    setup('employee');
    expect(await screen.findByText(/Отчеты доступны руководителям/)).toBeTruthy();
  });

  it('without a company asks for one', async () => {
    setup(null);
    expect(await screen.findByText('Компания не выбрана')).toBeTruthy();
  });
});
