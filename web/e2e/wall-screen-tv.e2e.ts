import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registeredUser } from '../../api/test/accounts';
import { screenshot, watchErrors } from './support/browser';
import { withMailEnv } from './support/mail-env';
import { wallCompany } from './support/wall-company';

/**
 * The wall screen as a TV: it tells the truth when the API is gone (dimmed, 'Нет связи с HH:MM')
 * and comes back by itself with what it missed; in ?kiosk it has nothing to click and fits
 * 1080p, 4K and a portrait screen without scrolling, its cards in pages.
 */
const env = withMailEnv();

const TIMEZONE = 'Asia/Bishkek';
const DEPARTMENTS = ['Продажи', 'Склад', 'Офис'];
const TEAM = 30;

type Owner = Awaited<ReturnType<typeof registeredUser>>;

/** A GraphQL call that also works while the API is off the network (straight into the server). */
async function inject(owner: Owner, query: string, variables: Record<string, unknown> = {}) {
  const res = await env.app.server.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...owner.headers },
    payload: { query, variables },
  });
  const body = res.json() as { data?: Record<string, any>; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data!;
}

/** A company of TEAM people in three departments, with four salary rules each, and its base dashboard's link. */
async function teamOnTheWall() {
  const { owner, as, c, departments: byName } = await wallCompany(env, DEPARTMENTS, TIMEZONE);
  const departments = DEPARTMENTS.map((name) => byName[name]!);
  for (let i = 0; i < TEAM; i++) {
    await as('mutation($c: Int!, $i: EmployeeInput!) { createEmployee(companyId: $c, input: $i) { id } }', {
      c,
      i: {
        firstName: `Сотрудник${i + 1}`,
        lastName: `Табличный`,
        phone: `+9967001000${String(i).padStart(2, '0')}`,
        role: 'employee',
        departmentIds: [departments[i % departments.length]],
      },
    });
  }
  // Four rules each: three lines and '+1 еще' make tall cards, more than 1080p holds at once.
  for (const [name, value] of [
    ['Оклад', '30000'],
    ['Проезд', '2000'],
    ['Питание', '3000'],
    ['Связь', '500'],
  ]) {
    await as(
      'mutation($c: Int!, $d: [Int!]!, $n: String!, $v: Decimal!) { createSalaryRuleTemplate(companyId: $c, input: { templateName: $n, ruleType: fixed, value: $v, appliesTo: { departments: $d, employees: [] } }) { id } }',
      { c, d: departments, n: name, v: value },
    );
  }
  const { createBaseDashboard } = await as('mutation($c: Int!) { createBaseDashboard(companyId: $c) { publicLink } }', {
    c,
  });
  return { owner, c, departments, link: `${env.app.url}/shared-dashboard/${createBaseDashboard.publicLink}` };
}

/** HH:MM on the company's clock. */
const hhmm = (at: Date) =>
  new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: TIMEZONE }).format(
    at,
  );

/** What a person at the screen could scroll or click: overflow both ways, and visible controls. */
function layoutOf(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const controls = Array.from(
      document.querySelectorAll<HTMLElement>(
        'button, a[href], input, select, textarea, [role="tab"], [role="switch"], [role="button"], [role="link"]',
      ),
    ).filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    });
    const cards = Array.from(document.querySelectorAll('[data-testid="shared-employee-card"]'), (c) =>
      c.getBoundingClientRect(),
    );
    return {
      scrollHeight: root.scrollHeight,
      scrollWidth: root.scrollWidth,
      innerHeight: window.innerHeight,
      innerWidth: window.innerWidth,
      controls: controls.map((el) => el.outerHTML.slice(0, 120)),
      cards: cards.length,
      // Every card shown is whole on the screen: the rest wait for their page.
      cardsInside: cards.every((b) => b.top >= 0 && b.bottom <= window.innerHeight && b.right <= window.innerWidth),
      cursor: getComputedStyle(document.querySelector('[data-kiosk]')!).cursor,
      fontSize: parseFloat(getComputedStyle(root).fontSize),
    };
  });
}

describe('wall screen as a TV', () => {
  it(
    'dims and says since when there is no connection while the API is down, and catches up by itself',
    { timeout: 180_000 },
    async () => {
      const { owner, c, departments, link } = await teamOnTheWall();
      const context = await env.browser.newContext({ viewport: { width: 1920, height: 1080 } });
      context.setDefaultTimeout(15_000);
      const wall = await context.newPage();
      const errors = watchErrors(wall);
      await wall.goto(link);
      await wall.locator('[data-live="up"]').waitFor();
      const root = wall.getByTestId('shared-screen');
      expect(await root.getAttribute('data-stale')).toBeNull();
      await wall.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

      const before = new Date();
      await env.app.stopListening();
      const notice = wall.getByTestId('offline-notice');
      await notice.waitFor();
      const after = new Date();
      expect(await root.getAttribute('data-stale')).toBe('true');
      expect([`Нет связи с ${hhmm(before)}`, `Нет связи с ${hhmm(after)}`]).toContain(await notice.textContent());
      // The figures are dimmed, the notice is not.
      const dimmed = await wall
        .getByTestId('shared-employee-card')
        .first()
        .evaluate((card) => {
          let opacity = 1;
          for (let el: Element | null = card; el; el = el.parentElement)
            opacity *= Number(getComputedStyle(el).opacity);
          return opacity;
        });
      expect(dimmed).toBeLessThan(0.6);
      await screenshot(wall, 'wall-screen-offline');

      // Meanwhile a newcomer joins; the screen could not have heard of it.
      const { createEmployee } = await inject(
        owner,
        'mutation($c: Int!, $i: EmployeeInput!) { createEmployee(companyId: $c, input: $i) { id } }',
        {
          c,
          i: {
            firstName: 'Новенький',
            lastName: 'Пропущенный',
            phone: '+996700200001',
            role: 'employee',
            departmentIds: [departments[0]],
          },
        },
      );
      expect(createEmployee.id).toBeTruthy();

      await env.app.listenAgain();
      await notice.waitFor({ state: 'detached', timeout: 30_000 });
      expect(await root.getAttribute('data-stale')).toBeNull();
      await wall.locator('[data-live="up"]').waitFor();
      // Caught up: the total counts the newcomer, read after the reconnect.
      const total = wall.locator('[data-figure="profit"], [data-figure="active"]');
      await expect
        .poll(async () => (await total.allTextContents()).join(' '), { timeout: 10_000 })
        .toMatch(new RegExp(`\\b${TEAM + 1}\\b`));

      // And pushes flow again: the next newcomer arrives without a reload.
      await inject(
        owner,
        'mutation($c: Int!, $i: EmployeeInput!) { createEmployee(companyId: $c, input: $i) { id } }',
        {
          c,
          i: {
            firstName: 'Второй',
            lastName: 'Новенький',
            phone: '+996700200002',
            role: 'employee',
            departmentIds: [departments[0]],
          },
        },
      );
      await expect
        .poll(async () => (await total.allTextContents()).join(' '), { timeout: 10_000 })
        .toMatch(new RegExp(`\\b${TEAM + 2}\\b`));
      expect(await wall.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      // The browser reports the refused reconnects itself; the app adds nothing.
      expect(errors.filter((e) => !/ERR_CONNECTION_REFUSED|WebSocket/.test(e))).toEqual([]);
      await context.close();
    },
  );

  it(
    'in ?kiosk fits 1080p, 4K and a portrait screen without scrolling or anything to click',
    { timeout: 180_000 },
    async () => {
      const { link } = await teamOnTheWall();
      const sizes = [
        { width: 1920, height: 1080 },
        { width: 3840, height: 2160 },
        { width: 1080, height: 1920 },
      ];
      const fonts: number[] = [];
      for (const viewport of sizes) {
        const context = await env.browser.newContext({ viewport });
        context.setDefaultTimeout(15_000);
        const wall = await context.newPage();
        const errors = watchErrors(wall);
        await wall.goto(`${link}?kiosk`);
        await wall.getByTestId('shared-employee-card').first().waitFor();
        await wall.getByTestId('department-label').waitFor();
        // Paged once measured: fewer cards than the team where they do not all fit.
        await expect.poll(async () => (await layoutOf(wall)).cardsInside).toBe(true);
        const layout = await layoutOf(wall);
        expect(layout.scrollHeight).toBeLessThanOrEqual(layout.innerHeight);
        expect(layout.scrollWidth).toBeLessThanOrEqual(layout.innerWidth);
        expect(layout.controls).toEqual([]);
        expect(layout.cursor).toBe('none');
        expect(layout.cards).toBeGreaterThan(0);
        expect(layout.cards).toBeLessThanOrEqual(TEAM);
        fonts.push(layout.fontSize);
        if (viewport.height === 1080) {
          // Not all at once: the rest come on the next page, with the rotation's timer.
          expect(layout.cards).toBeLessThan(TEAM);
          const names = () => wall.getByTestId('shared-employee-card').locator('p').first().textContent();
          const first = await names();
          await expect.poll(names, { timeout: 25_000 }).not.toBe(first);
          expect((await layoutOf(wall)).cardsInside).toBe(true);
        }
        await screenshot(wall, `wall-screen-kiosk-${viewport.width}x${viewport.height}`);
        expect(errors).toEqual([]);
        await context.close();
      }
      // 4K shows the same layout twice as large: legible from across the room.
      expect(fonts).toEqual([16, 32, 16]);
    },
  );
});
