/**
 * The canary company, made through the API as its owner: two employees whose phone, e-mail and
 * birth date are canaries (one born today), a salary template, bonus and penalty templates, a
 * ledger record of each type, a performance record and a fixed previous month whose amounts and
 * profit are canaries too, a custom dashboard, and edits of those records so the activity log
 * holds them before and after. Before any of it, for each sensitive field key K, a custom role
 * holding every key the owner holds except K and a member holding that role (linked to no
 * employee), so notifications about the canary records reach them; and API tokens: one per such
 * member with every scope, and two of the owner's, each lacking the scope that opens a group of keys.
 */
import { API_SCOPES, API_SCOPE_KEYS, type ApiScope } from '@staffpay/schema/api-tokens/api-token.schemas';
import { PRESETS } from '@staffpay/schema/auth/policy';
import { FIELD_KEYS } from '@staffpay/schema/roles/permission-tree';
import { WEBHOOK_EVENTS } from '@staffpay/schema/webhooks/webhook.schemas';
import { rest, signedInUser, type TestApp, type TestUser } from '../harness';
import { canariesOf, FIELDS, plantedValues, type Canary, type Field, type Planted } from './canaries';

/** Who reads: a member whose role lacks some field keys, or an API token lacking them. */
export interface Principal {
  name: string;
  kind: 'member' | 'token';
  /** The fields whose canaries must appear nowhere in what this principal reads. */
  missing: Field[];
  headers: Record<string, string>;
  /** The bearer secret, for the socket. */
  secret: string;
  /** The member behind it (a token's creator). */
  user: TestUser;
  roleId?: number;
  /** The share token of a dashboard this principal last edited (members only). */
  shareUrl?: string;
  /** The webhook it made (a member's token: its member's). */
  webhookId?: number;
}

export interface CanaryCompany {
  owner: TestUser;
  companyId: number;
  planted: Planted;
  canaries: Canary[];
  ids: Record<
    | 'department'
    | 'branch'
    | 'main'
    | 'birthday'
    | 'salaryTemplate'
    | 'bonusTemplate'
    | 'penaltyTemplate'
    | 'bonus'
    | 'performance'
    | 'fix'
    | 'dashboard',
    number
  >;
  ownerShareUrl: string;
  /** The member lacking each key. */
  members: Record<Field, Principal>;
  principals: Principal[];
}

/** The scope that opens a field's key: what a token must lack for that field to stay hidden. */
export const scopeOpening = (field: Field): ApiScope =>
  API_SCOPES.find((s) => API_SCOPE_KEYS[s].includes(FIELD_KEYS[field]))!;

/** `hookBase`: where the webhooks of every principal deliver (a local receiver), one path each. */
export async function canaryCompany(app: TestApp, hookBase: string): Promise<CanaryCompany> {
  const planted = plantedValues();
  const { cal, amounts, profit } = planted;
  const owner = await signedInUser(app, { firstName: 'Владелец', lastName: 'Канареек' });
  const call = async (
    method: string,
    path: string,
    body: Record<string, unknown> | undefined,
    status: number,
    user = owner,
  ) => {
    const res = await rest(app, method, path, { user, body });
    if (res.status !== status)
      throw new Error(`fixture ${method} ${path}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
    return res.body;
  };
  const companyId = (await call('POST', '/api/companies', { name: 'Канарейка', timezone: 'UTC' }, 201)).id as number;
  const post = (path: string, body: Record<string, unknown>, status = 201, user = owner) =>
    call('POST', path, { companyId, ...body }, status, user);

  const members = {} as Record<Field, Principal>;
  for (const field of FIELDS) members[field] = await memberLacking(app, companyId, field, post);
  const principals = await principalsOf(app, companyId, owner, members);
  // Webhooks before the data, so its events reach them: each shaped by who made it.
  for (const p of principals) {
    if (p.kind === 'token' && p.user !== owner) continue;
    const hook = await rest(app, 'POST', `/api/companies/${companyId}/webhooks`, {
      headers: p.headers,
      body: { url: `${hookBase}/${encodeURIComponent(p.name)}`, events: [...WEBHOOK_EVENTS] },
    });
    if (hook.status !== 201)
      throw new Error(`fixture webhook of ${p.name}: ${hook.status} ${JSON.stringify(hook.body)}`);
    p.webhookId = hook.body.id as number;
  }
  for (const p of principals)
    if (p.kind === 'token' && p.user !== owner) p.webhookId = members[p.missing[0]!].webhookId;

  const branch = (await post('/api/branches', { name: 'Филиал', city: 'Бишкек', address: 'ул. Птичья, 1' })).id;
  const department = (await post('/api/departments', { name: 'Птичник', branchId: branch })).id;
  const employee = async (firstName: string, person: { phone: string; email: string; birthDate: string }) =>
    (
      await post('/api/employees', {
        firstName,
        lastName: 'Канарейкина',
        ...person,
        departmentIds: [department],
        branchIds: [branch],
        jobPosition: 'Певчая',
      })
    ).id as number;
  const main = await employee('Основная', planted.main);
  const birthday = await employee('Именинница', planted.birthday);

  const salaryTemplate = (
    await post('/api/salary-rule-templates', {
      templateName: 'Оклад канарейки',
      ruleType: 'fixed',
      value: amounts.baseSalary,
      appliesTo: { departments: [], employees: [main], groups: [] },
    })
  ).id;
  const bonusTemplate = (
    await post('/api/bonus-rule-templates', {
      templateName: 'Трель',
      amount: amounts.bonusTemplate,
      assignmentType: 'group',
      employeeIds: [main],
    })
  ).id;
  const penaltyTemplate = (
    await post('/api/penalty-rule-templates', {
      templateName: 'Фальшь',
      amount: amounts.penaltyTemplate,
      assignmentType: 'group',
      employeeIds: [main],
    })
  ).id;

  const book = (body: Record<string, unknown>) => post('/api/bonuses-penalties', { employeeId: main, ...body });
  await book({ type: 'bonus', amount: amounts.fixedBonus, reason: 'Прошлый месяц', appliedDate: cal.fixedMid });
  const fix = (
    await post('/api/fix-employee-rules', {
      employeeId: main,
      startDate: cal.fixedFrom,
      endDate: cal.fixedTo,
      ordersCount: Number(profit.fixedOrders),
      employeeProfit: profit.fixedProfit,
    })
  ).id;

  const bonus = (await book({ type: 'bonus', amount: amounts.bonus, reason: 'Звонкая', appliedDate: cal.liveFirst }))
    .id;
  await book({ type: 'penalty', amount: amounts.penalty, reason: 'Проспала', appliedDate: cal.liveFirst });
  await book({ type: 'advance', amount: amounts.advance, appliedDate: cal.liveFirst });
  await book({ type: 'piecework', amount: amounts.piecework, quantity: 3, appliedDate: cal.liveFirst });
  const performanceBody = {
    employeeId: main,
    startDate: cal.liveFirst,
    endDate: cal.liveFirst,
    ordersCount: Number(profit.liveOrders),
    employeeProfit: profit.liveProfit,
    bonusRules: [{ ruleId: bonusTemplate, unitCount: 1 }],
    penaltyRules: [{ ruleId: penaltyTemplate, unitCount: 1 }],
  };
  const performance = (await post('/api/employee-performance', performanceBody)).record.id as number;

  const dashboardBody = {
    name: 'Клетка',
    showCompanyProfit: true,
    showDepartmentProfit: true,
    showEmployeeProfit: true,
    showTeamBonuses: true,
    showAdvances: true,
    showSalaryPayouts: true,
    showThresholdProgress: true,
    showEmployeeCards: true,
  };
  const dashboard = await post('/api/custom-dashboards', dashboardBody);
  for (const field of FIELDS) {
    const made = await post(
      '/api/custom-dashboards',
      { ...dashboardBody, name: `Клетка без ${field}` },
      201,
      members[field].user,
    );
    members[field].shareUrl = made.shareUrl as string;
  }
  for (const p of principals) if (p.kind === 'token' && p.user !== owner) p.shareUrl = members[p.missing[0]!].shareUrl;

  // Edits, so the activity log holds each canary record before and after.
  await call('PUT', `/api/employees/${main}`, { companyId, jobPosition: 'Солистка' }, 200);
  await call(
    'PUT',
    `/api/bonuses-penalties/${bonus}`,
    {
      companyId,
      employeeId: main,
      type: 'bonus',
      amount: amounts.bonus,
      reason: 'Очень звонкая',
      appliedDate: cal.liveFirst,
    },
    200,
  );
  await call('PUT', `/api/employee-performance/${performance}`, { companyId, ...performanceBody }, 200);

  return {
    owner,
    companyId,
    planted,
    canaries: canariesOf(planted),
    ids: {
      department,
      branch,
      main,
      birthday,
      salaryTemplate,
      bonusTemplate,
      penaltyTemplate,
      bonus,
      performance,
      fix,
      dashboard: dashboard.id,
    },
    ownerShareUrl: dashboard.shareUrl,
    members,
    principals,
  };
}

/** The members, a token of each with every scope, and the owner's tokens each lacking one field-opening scope. */
async function principalsOf(
  app: TestApp,
  companyId: number,
  owner: TestUser,
  members: Record<Field, Principal>,
): Promise<Principal[]> {
  const principals: Principal[] = [];
  for (const field of FIELDS) {
    const member = members[field];
    principals.push(member);
    const token = await tokenOf(app, companyId, member.user, [...API_SCOPES]);
    principals.push({ ...member, name: `token of ${member.name} (every scope)`, kind: 'token', ...bearer(token) });
  }
  for (const scope of new Set(FIELDS.map(scopeOpening))) {
    const token = await tokenOf(
      app,
      companyId,
      owner,
      API_SCOPES.filter((s) => s !== scope),
    );
    principals.push({
      name: `owner's token without ${scope}`,
      kind: 'token',
      missing: FIELDS.filter((f) => scopeOpening(f) === scope),
      user: owner,
      ...bearer(token),
    });
  }
  return principals;
}

const bearer = (secret: string) => ({ secret, headers: { authorization: `Bearer ${secret}` } });

async function tokenOf(app: TestApp, companyId: number, creator: TestUser, scopes: string[]): Promise<string> {
  const res = await rest(app, 'POST', `/api/companies/${companyId}/api-tokens`, {
    user: creator,
    body: { name: 'Канарейка', scopes },
  });
  if (res.status !== 201) throw new Error(`fixture token: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}

/** Keys only an owner holds: granted to a custom role only while the server still allows it. */
const OWNER_ONLY = [...PRESETS.owner].filter((k) => !PRESETS.developer.has(k));

async function memberLacking(
  app: TestApp,
  companyId: number,
  field: Field,
  post: (path: string, body: Record<string, unknown>, status?: number) => Promise<any>,
): Promise<Principal> {
  const key = FIELD_KEYS[field];
  const code = `canary_${field.toLowerCase()}`;
  const everything = [...PRESETS.owner].filter((k) => k !== key);
  let role: { id: number };
  try {
    role = await post('/api/system-roles', { name: `Без ${field}`, code, permissions: everything });
  } catch {
    role = await post('/api/system-roles', {
      name: `Без ${field}`,
      code,
      permissions: everything.filter((k) => !OWNER_ONLY.includes(k)),
    });
  }
  const user = await signedInUser(app, { firstName: 'Участник', lastName: `Без-${field}` });
  await app.server.deps.orm.em
    .fork()
    .getConnection()
    .execute('insert into memberships (user_id, company_id, role, created_at) values (?, ?, ?, now())', [
      user.user.id,
      companyId,
      code,
    ]);
  return {
    name: `member without ${key}`,
    kind: 'member',
    missing: [field],
    headers: user.headers,
    secret: user.token,
    user,
    roleId: role.id,
  };
}
