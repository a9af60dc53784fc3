import { describe, expect, it } from 'vitest';
import { initialValues, toDashboardInput } from './dashboard-form';
import { selectionText } from './dashboard-view';
import { dashboard } from './custom-dashboards.fixtures';

const FORMS = ['отдел', 'отдела', 'отделов'] as const;
const names = new Map([
  [1, 'Продажи'],
  [2, 'Склад'],
]);

describe('selectionText', () => {
  it('says all for an empty selection, else names what it knows', () => {
    expect(selectionText([], names, 'Все отделы', FORMS)).toBe('Все отделы');
    expect(selectionText([2, 1], names, 'Все отделы', FORMS)).toBe('Склад, Продажи');
    expect(selectionText([1, 99], names, 'Все отделы', FORMS)).toBe('Продажи');
  });

  it('counts the ids when it can name none', () => {
    expect(selectionText([1, 2, 3, 4, 5], new Map(), 'Все отделы', FORMS)).toBe('5 отделов');
    expect(selectionText([99], names, 'Все отделы', FORMS)).toBe('1 отдел');
  });
});

describe('toDashboardInput', () => {
  const known = { departments: new Set([1, 2]), branches: new Set([7]) };

  it('starts a new dashboard with every part on and nothing narrowed', () => {
    const input = toDashboardInput({ ...initialValues(null), name: ' Зал ' }, known);
    expect(input).toMatchObject({ name: 'Зал', description: null, selectedDepartments: [], selectedBranches: [] });
    expect(Object.entries(input).filter(([key, on]) => key.startsWith('show') && on !== true)).toEqual([]);
  });

  it('sends a switched-off part’s departments empty and drops ids the company no longer has', () => {
    const values = initialValues(
      dashboard({
        selectedDepartments: [1, 99],
        selectedBranches: [7, 8],
        showThresholdProgress: false,
        thresholdProgressDepartments: [2],
        showEmployeeCards: true,
        employeeCardsDepartments: [2, 99],
      }),
    );
    expect(toDashboardInput(values, known)).toMatchObject({
      selectedDepartments: [1],
      selectedBranches: [7],
      thresholdProgressDepartments: [],
      employeeCardsDepartments: [2],
    });
  });
});
