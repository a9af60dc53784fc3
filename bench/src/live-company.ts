import pg from 'pg';
import { CARDS_QUERY, type CardTotals } from './dashboard-card';
import { facts, fill, templates } from './payroll-seed';
import { createCompanies, seedMember } from './seed';
import { call } from './single-api';

export interface LiveCompany {
  companyId: number;
  timezone: string;
  /** A manager's token: the dashboards' user (pay.read, books bonuses). */
  managerToken: string;
  cards: CardTotals[];
}

/** The current month's cards as the dashboard asks for them. */
export async function employeeCards(apiUrl: string, token: string, companyId: number): Promise<CardTotals[]> {
  const body = JSON.stringify({ query: CARDS_QUERY, variables: { companyId } });
  const answer = JSON.parse(await call(`${apiUrl}/graphql`, token, { method: 'POST', body })) as {
    data?: { employeeCards: CardTotals[] };
    errors?: unknown;
  };
  if (!answer.data || answer.errors) throw new Error(`employeeCards failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.employeeCards;
}

/**
 * One company as the payroll bench seeds it (eight departments, seven templates with a fixed
 * salary for everyone, a year of history), with `employees` employees and a signed-in manager.
 */
export async function seedLiveCompany(
  apiUrl: string,
  databaseUrl: string,
  sessionSecret: string,
  ownerToken: string,
  employees: number,
): Promise<LiveCompany> {
  const [companyId] = await createCompanies(apiUrl, ownerToken, 1);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  let timezone: string;
  try {
    const departments = await fill(db, companyId!, employees);
    const { bonus, penalty } = await templates(apiUrl, ownerToken, companyId!, departments);
    await facts(db, companyId!, bonus, penalty);
    timezone = (await db.query<{ timezone: string }>('select timezone from companies where id = $1', [companyId]))
      .rows[0]!.timezone;
  } finally {
    await db.end();
  }
  const managerToken = await seedMember(databaseUrl, sessionSecret, companyId!, 'manager');
  const cards = await employeeCards(apiUrl, managerToken, companyId!);
  return { companyId: companyId!, timezone, managerToken, cards };
}
