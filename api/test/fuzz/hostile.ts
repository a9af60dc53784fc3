import fc from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputType,
} from 'graphql';

/** Ids that belong to the caller's company and to another company, for the generators to mix in. */
export interface KnownIds {
  own: number[];
  foreign: number[];
}

const LONG = 'я'.repeat(100_000);

/** Plain text with a NUL or a lone surrogate somewhere inside it. */
const brokenText = fc
  .tuple(
    fc.string({ maxLength: 8 }),
    fc.constantFrom('\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF'),
    fc.string({ maxLength: 8 }),
  )
  .map(([a, bad, b]) => a + bad + b);

export const hostileString = fc.oneof(
  { weight: 2, arbitrary: brokenText },
  fc.constantFrom(
    'a\u0000b',
    '\u0000',
    '\uD800',
    'x\uDFFFy',
    '',
    ' ',
    '__proto__',
    'constructor',
    "'; drop table users; --",
    '../../etc/passwd',
    '%00',
    'NaN',
    '-1',
    '1e309',
    'data:image/png;base64,AAAA',
    '2026-02-30',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constant(LONG),
);

export const hostileNumber = fc.oneof(
  fc.constantFrom(0, -1, 1.5, -0.01, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, -1e308, Number.MAX_SAFE_INTEGER),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const deeplyNested = fc.integer({ min: 50, max: 400 }).map((depth) => {
  let v: unknown = 'bottom';
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { x: v };
  return v;
});

/** Anything at all, including shapes no field expects. */
export function hostileValue(ids: KnownIds): fc.Arbitrary<unknown> {
  const id = fc.constantFrom(...ids.own, ...ids.foreign);
  const leaf = fc.oneof(hostileString, hostileNumber, id, fc.boolean(), fc.constant(null));
  return fc.oneof(
    { weight: 6, arbitrary: leaf },
    { weight: 1, arbitrary: fc.array(leaf, { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(hostileString, leaf, { maxKeys: 4 }) },
    { weight: 1, arbitrary: deeplyNested },
  );
}

/**
 * Field names the operations use, each with a plausible value, so that a generated object passes
 * validation everywhere but in the one field that is hostile, and so reaches the database.
 */
export const PLAUSIBLE: Record<string, unknown> = {
  name: 'Тест',
  email: 'fuzz@example.test',
  password: 'secret-123',
  newPassword: 'secret-456',
  token: 'abcdef',
  role: 'manager',
  firstName: 'Иван',
  lastName: 'Петров',
  description: 'Описание',
  language: 'ru',
  timezone: 'Asia/Bishkek',
  currency: 'KGS',
  showBirthdaysOnDashboard: true,
  birthdayNotificationDays: 3,
  amount: '100.50',
  type: 'bonus',
  reason: 'Причина',
  appliedDate: '2026-10-15',
  period: '2026-10',
  idempotencyKey: 'fuzz-key-1',
  scopes: ['staff:read'],
  expiresAt: '2030-01-01T00:00:00Z',
  overlapHours: 24,
  quantity: 2,
  isActive: true,
  startDate: '2026-11-01',
  endDate: '2026-11-20',
  phone: '+996 555 000 000',
  city: 'Бишкек',
  address: 'ул. Ленина, 1',
  managerId: null,
  limit: 20,
  before: null,
  fileName: 'staff.csv',
  content: Buffer.from('Имя,Фамилия,Телефон,Отделы\nА,Б,1,Продажи').toString('base64'),
  format: 'csv',
  types: ['branches'],
  month: '2026-10',
  departmentIds: [1],
  branchIds: [],
  hasFlexibleSchedule: false,
  workStartTime: '09:00',
  workEndTime: '18:00',
  status: 'active',
  employmentType: 'full_time',
  positions: ['менеджер'],
  positionIds: [],
  jobPosition: 'менеджер',
  customPosition: 'Старший менеджер',
  birthDate: '1990-05-17',
  startWorkDate: '2020-02-01',
  workExperience: '5 лет',
  skillsCompetencies: 'Продажи',
  certificates: 'Нет',
  foreignLanguages: 'Английский',
  education: 'Высшее',
  previousWorkExperience: 'Ромашка',
  strengths: 'Пунктуальность',
  weaknesses: 'Нет',
  personalQualities: 'Общительность',
  hobbies: 'Шахматы',
  search: 'Ив',
  first: 10,
  after: null,
  since: '2026-11-01T00:00:00Z',
  eventId: '00000000-0000-4000-8000-000000000000',
  updatedSince: '2026-11-01T00:00:00Z',
  templateName: 'Оклад',
  ruleType: 'fixed',
  value: '1500.00',
  teamBase: 'department',
  salaryMode: 'base',
  considerOrdersAndProfit: false,
  appliesTo: { departments: [], employees: [], groups: [] },
  thresholdType: 'orders_count',
  thresholdValue: '10',
  achievementIcon: 'star',
  calculationType: 'fixed',
  unitType: 'per_day',
  assignmentType: 'department',
  employeeIds: [],
  unreadOnly: true,
  notificationType: 'employee_added',
  enabled: false,
  settings: [{ role: 'manager', notificationType: 'bonus_penalty_added', enabled: false }],
  shareUrl: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  selectedDepartments: [],
  selectedBranches: [],
  showCompanyProfit: true,
  showDepartmentProfit: true,
  showEmployeeProfit: false,
  showTeamBonuses: true,
  showAdvances: true,
  showSalaryPayouts: true,
  showThresholdProgress: true,
  thresholdProgressDepartments: [],
  showEmployeeCards: true,
  employeeCardsDepartments: [],
  mode: 'new',
  confirmName: 'Тест',
  backup: {
    format: 'staffpay.company-backup',
    version: 1,
    createdAt: '2026-11-20T10:00:00.000Z',
    company: {
      name: 'Тест',
      description: null,
      language: 'ru',
      timezone: 'Asia/Bishkek',
      currency: 'KGS',
      showBirthdaysOnDashboard: true,
      birthdayNotificationDays: 3,
      logoImageId: null,
    },
    ...Object.fromEntries(
      [
        'images',
        'branches',
        'departments',
        'employees',
        'salaryTemplates',
        'ruleTemplates',
        'ledger',
        'performance',
        'payrollFixes',
        'dashboards',
        'roles',
        'notificationSettings',
      ].map((s) => [s, []]),
    ),
  },
};
/** Fields any text is valid for, so broken text in them gets past validation unless something refuses it. */
const FREE_TEXT = ['name', 'description', 'reason', 'firstName', 'lastName', 'city', 'address', 'password', 'token'];
const ID_FIELDS = [
  'companyId',
  'currentCompanyId',
  'userId',
  'id',
  'departmentId',
  'branchId',
  'employeeId',
  'recordId',
];
export const FIELD_NAMES = [...Object.keys(PLAUSIBLE), ...ID_FIELDS, 'logo', 'profileImage'];

function plausibleValue(name: string, ids: KnownIds, fallback: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  if (ID_FIELDS.includes(name)) return fc.constantFrom(...ids.own, ...ids.foreign);
  return name in PLAUSIBLE ? fc.constant(PLAUSIBLE[name]) : fallback;
}

/** A plausible value most of the time, a hostile one (broken text above all) otherwise. */
function fieldValue(plausible: fc.Arbitrary<unknown>, ids: KnownIds): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 5, arbitrary: plausible },
    { weight: 1, arbitrary: brokenText },
    { weight: 1, arbitrary: hostileValue(ids) },
  );
}

/**
 * A JSON body, one of: every known field plausible but one hostile; every free-text field broken
 * (whichever of them a route stores, the bad text reaches it); or anything at all.
 */
export function hostileBody(ids: KnownIds): fc.Arbitrary<unknown> {
  const plausible = Object.fromEntries(FIELD_NAMES.map((k) => [k, plausibleValue(k, ids, fc.constant(undefined))]));
  const base = fc.record(plausible);
  const oneBad = fc
    .tuple(
      base,
      fc.oneof(fc.constantFrom(...FREE_TEXT), fc.constantFrom(...FIELD_NAMES)),
      fc.oneof(brokenText, hostileValue(ids)),
    )
    .map(([b, key, bad]) => ({ ...b, [key]: bad }));
  const allBroken = fc
    .tuple(base, brokenText)
    .map(([b, bad]) => ({ ...b, ...Object.fromEntries(FREE_TEXT.map((k) => [k, `${PLAUSIBLE[k]}${bad}`])) }));
  return fc.oneof(oneBad, allBroken, hostileValue(ids));
}

/**
 * Variables for a GraphQL field's arguments, one of: shaped like the input types with some
 * leaves hostile (so they pass coercion and reach a service); or every value plausible with
 * broken text in every free-text field.
 */
export function variablesFor(
  args: readonly { name: string; type: GraphQLInputType }[],
  ids: KnownIds,
): fc.Arbitrary<Record<string, unknown>> {
  const model = (bad: string | null) =>
    Object.fromEntries(args.map((a) => [a.name, shaped(a.type, ids, a.name, bad, 0)]));
  return fc.oneof(
    fc.record(model(null), { requiredKeys: [] }),
    brokenText.chain((bad) => fc.record(model(bad))),
  );
}

function shaped(
  type: GraphQLInputType,
  ids: KnownIds,
  name: string,
  bad: string | null,
  depth: number,
  required = false,
): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return shaped(type.ofType, ids, name, bad, depth, true);
  if (isListType(type)) return fc.array(shaped(type.ofType, ids, name, bad, depth + 1), { maxLength: 3 });
  const named = getNamedType(type);
  let leaf: fc.Arbitrary<unknown>;
  if (isEnumType(named)) leaf = fc.constantFrom(...named.getValues().map((v) => v.name));
  else if (isInputObjectType(named)) {
    if (depth > 4) return fc.constant({});
    const fields = Object.entries(named.getFields());
    const model = Object.fromEntries(fields.map(([k, f]) => [k, shaped(f.type, ids, k, bad, depth + 1)]));
    return fc.record(model, bad === null ? { requiredKeys: [] } : undefined);
  } else if (isScalarType(named) && named.name === 'Boolean') leaf = fc.boolean();
  else if (isScalarType(named) && (named.name === 'Int' || named.name === 'Float')) {
    leaf = plausibleValue(name, ids, hostileNumber);
  } else if (bad !== null) {
    if (FREE_TEXT.includes(name)) return fc.constant(`${PLAUSIBLE[name]}${bad}`);
    if (name in PLAUSIBLE) return fc.constant(PLAUSIBLE[name]);
    return fc.constant(required ? `Тест${bad}` : undefined);
  } else leaf = plausibleValue(name, ids, hostileString);
  return bad === null ? fieldValue(leaf, ids) : leaf;
}
