import { storedFields } from '../records/stored-field';

/**
 * The fields of a branch and of a department, declared once (docs/architecture.md, "Records:
 * fields declared once"). The company, a department's manager and branch are their frame.
 */
export const BRANCH_FIELDS = storedFields({
  name: { type: { of: 'text', max: 200 }, label: 'Название' },
  city: { type: { of: 'text', max: 100 }, label: 'Город' },
  address: { type: { of: 'text', max: 500 }, label: 'Адрес', nullable: true },
});

export const DEPARTMENT_FIELDS = storedFields({
  name: { type: { of: 'text', max: 200 }, label: 'Название' },
  description: { type: { of: 'text', max: 2000, long: true }, label: 'Описание', nullable: true },
});
