import { PassThrough } from 'node:stream';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPER_MESSAGES } from '@staffpay/schema/developer-settings/developer-settings.schemas';
import { gql, rest, type TestApp, type TestUser, startTestApp } from '../../../test/harness';
import { wsClient } from '../../../test/subscribe';
import { connect, fixtures } from '../../../test/support/staff.fixtures';

/** Issue 20: developer settings — who reads and writes them, their limits, the sealed key, the push. */
let app: TestApp;
let db: pg.Client;
let f: ReturnType<typeof fixtures>;
const logs: string[] = [];
const sockets: ReturnType<typeof wsClient>[] = [];

// 1×1 PNG.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const KEY = 'sk-live-SECRET-abcdef-7Q9z';

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (d) => logs.push(String(d)));
  app = await startTestApp({ LOG_LEVEL: 'info' }, { logStream: stream });
  db = await connect(app);
  f = fixtures(app, db);
});
afterAll(async () => {
  for (const s of sockets) await s.close();
  await db?.end();
  await app?.close();
});

async function team() {
  const { owner, companyId } = await f.company('Бренд');
  const developer = await f.member(companyId, 'developer');
  const employee = await f.member(companyId, 'employee');
  return { owner, companyId, developer, employee };
}

const save = (user: TestUser, body: Record<string, unknown>) =>
  rest(app, 'POST', '/api/developer-settings', { user, body });
const read = (user: TestUser, companyId: number) => rest(app, 'GET', `/api/developer-settings/${companyId}`, { user });

describe('developer settings', () => {
  it('answers defaults to every member before anything is saved', async () => {
    const { companyId, employee } = await team();
    const res = await read(employee, companyId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      companyId,
      serviceLogo: null,
      logoSize: 'medium',
      logoSizePx: 48,
      companySlogan: null,
      hideNavigationMenuLabels: false,
      menuSettings: { hideNavigationMenuLabels: false },
      aiAnalysisMaxTokens: 2000,
      aiProvider: null,
      aiApiKeySet: false,
      aiApiKeyLast4: null,
    });
  });

  it('is written by the developer only: the owner and others get 403 and nothing changes', async () => {
    const { owner, companyId, developer, employee } = await team();
    for (const user of [owner, employee]) {
      const res = await save(user, { companyId, companySlogan: 'Чужой' });
      expect(res.status).toBe(403);
    }
    const ok = await save(developer, {
      companyId,
      serviceLogo: PNG,
      logoSize: 'huge',
      companySlogan: 'Платим честно',
      hideNavigationMenuLabels: true,
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({ logoSize: 'huge', logoSizePx: 96, companySlogan: 'Платим честно' });
    expect(ok.body.serviceLogo).toMatch(/^\/api\/images\/[0-9a-f-]{36}$/);
    const image = await rest(app, 'GET', ok.body.serviceLogo, { user: employee });
    expect(image.status).toBe(200);
    const seen = await read(owner, companyId);
    expect(seen.body).toMatchObject({
      companySlogan: 'Платим честно',
      menuSettings: { hideNavigationMenuLabels: true },
    });
  });

  it('reads an unknown logo size as medium, and takes both xlarge and extra-large as 80 px', async () => {
    const { companyId, developer } = await team();
    expect((await save(developer, { companyId, logoSize: 'gigantic' })).body).toMatchObject({
      logoSize: 'medium',
      logoSizePx: 48,
    });
    expect((await save(developer, { companyId, logoSize: 'extra-large' })).body.logoSizePx).toBe(80);
    expect((await save(developer, { companyId, logoSize: 'xlarge' })).body.logoSizePx).toBe(80);
    expect((await save(developer, { companyId, logoSize: 'small' })).body.logoSizePx).toBe(32);
    // Nulls of flags and numbers keep what is stored.
    const kept = await save(developer, {
      companyId,
      logoSize: null,
      hideNavigationMenuLabels: null,
      aiAnalysisMaxTokens: null,
    });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ logoSize: 'small', hideNavigationMenuLabels: false, aiAnalysisMaxTokens: 2000 });
  });

  it('refuses bad values with the contract’s messages and changes nothing', async () => {
    const { companyId, developer } = await team();
    await save(developer, { companyId, companySlogan: 'До' });
    const cases: [Record<string, unknown>, string][] = [
      [{ aiAnalysisMaxTokens: 499 }, 'Максимальная длина ответа — от 500 до 10000'],
      [{ aiAnalysisMaxTokens: 10001 }, 'Максимальная длина ответа — от 500 до 10000'],
      [{ aiProvider: 'custom' }, 'Для своего провайдера укажите адрес API (endpoint)'],
      [{ aiProvider: 'skynet' }, 'Неизвестный провайдер ИИ'],
      [{ aiApiEndpoint: 'ftp://models.local' }, 'Адрес API должен начинаться с http:// или https://'],
      [{ serviceLogo: 'data:image/png;base64,SGVsbG8=' }, 'Можно загружать только изображения'],
      [{ companySlogan: 'с'.repeat(201) }, 'Слоган — не длиннее 200 символов'],
    ];
    for (const [body, message] of cases) {
      const res = await save(developer, { companyId, companySlogan: 'После', ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await read(developer, companyId)).body.companySlogan).toBe('До');
    const bounds = await save(developer, { companyId, aiAnalysisMaxTokens: 500 });
    expect(bounds.body.aiAnalysisMaxTokens).toBe(500);
    expect((await save(developer, { companyId, aiAnalysisMaxTokens: 10000 })).body.aiAnalysisMaxTokens).toBe(10000);
  });

  it('never answers the API key: it is sealed in the database, kept by a save without it and removed by a clear', async () => {
    const { owner, companyId, developer, employee } = await team();
    const saved = await save(developer, {
      companyId,
      aiProvider: 'custom',
      aiApiEndpoint: 'https://models.example.com/v1',
      aiModel: 'local-7b',
      aiApiKey: KEY,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ aiApiKeySet: true, aiApiKeyLast4: '7Q9z', aiProvider: 'custom' });
    const [row] = (await db.query('select * from developer_settings where company_id = $1', [companyId])).rows;
    expect(JSON.stringify(row)).not.toContain(KEY);
    expect(row.ai_api_key_sealed).toMatch(/^v1\./);

    // Kept by a save that sends no key (or an empty one).
    await save(developer, { companyId, companySlogan: 'Без ключа', aiApiKey: '' });
    expect((await read(developer, companyId)).body).toMatchObject({ aiApiKeySet: true, aiApiKeyLast4: '7Q9z' });
    // Others learn only that one is set.
    expect((await read(employee, companyId)).body).toMatchObject({ aiApiKeySet: true, aiApiKeyLast4: null });

    const answers = [
      (await read(owner, companyId)).body,
      (
        await gql(
          app,
          'query($c:Int!){developerSettings(companyId:$c){aiApiKeySet aiApiKeyLast4}}',
          { c: companyId },
          developer,
        )
      ).data,
      (await rest(app, 'GET', `/api/activity-log?companyId=${companyId}`, { user: owner })).body,
      (await rest(app, 'POST', `/api/database/backup/company/${companyId}`, { user: owner })).body,
    ];
    for (const answer of answers) expect(JSON.stringify(answer) ?? '').not.toContain(KEY.slice(0, 12));
    expect(logs.join('')).not.toContain(KEY.slice(0, 12));

    const cleared = await save(developer, { companyId, clearAiApiKey: true });
    expect(cleared.body).toMatchObject({ aiApiKeySet: false, aiApiKeyLast4: null });
  });

  it('pushes a save to every member’s open screens, the key’s end only to developers', async () => {
    const { companyId, developer, employee } = await team();
    const ws = wsClient(app.url, { token: employee.token });
    sockets.push(ws);
    const sub = await ws.subscribe(
      'subscription($c:Int!){developerSettingsChanged(companyId:$c){companySlogan logoSizePx hideNavigationMenuLabels aiApiKeyLast4}}',
      { c: companyId },
    );
    await save(developer, { companyId, companySlogan: 'Живо', logoSize: 'large', aiApiKey: 'abcd-1234' });
    const pushed = await sub.next();
    expect(pushed.data.developerSettingsChanged).toEqual({
      companySlogan: 'Живо',
      logoSizePx: 64,
      hideNavigationMenuLabels: false,
      aiApiKeyLast4: null,
    });
  });

  it('keeps companies apart: another company’s member reads and writes nothing', async () => {
    const { companyId } = await team();
    const other = await team();
    expect((await read(other.developer, companyId)).status).toBe(404);
    expect((await save(other.developer, { companyId, companySlogan: 'Взлом' })).status).toBe(404);
    const viaGql = await gql(
      app,
      'mutation($c:Int!){saveDeveloperSettings(companyId:$c,input:{companySlogan:"Взлом"}){companyId}}',
      { c: companyId },
      other.developer,
    );
    expect(viaGql.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('travels in the company backup without the key: a new company gets the settings, a replace keeps its key', async () => {
    const { owner, companyId, developer } = await team();
    await save(developer, {
      companyId,
      serviceLogo: PNG,
      logoSize: 'large',
      companySlogan: 'Из копии',
      aiProvider: 'custom',
      aiApiEndpoint: 'https://models.example.com/v1',
      aiApiKey: KEY,
    });
    const backup = await rest(app, 'POST', `/api/database/backup/company/${companyId}`, { user: owner });
    expect(backup.body.developerSettings).toMatchObject({
      logoSize: 'large',
      companySlogan: 'Из копии',
      aiProvider: 'custom',
    });
    expect(JSON.stringify(backup.body)).not.toContain(KEY.slice(0, 12));

    const created = await rest(app, 'POST', '/api/database/restore', {
      user: owner,
      body: { mode: 'new', backup: backup.body },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const copy = (await read(owner, created.body.companyId)).body;
    expect(copy).toMatchObject({ companySlogan: 'Из копии', logoSizePx: 64, aiApiKeySet: false, aiProvider: 'custom' });
    expect(copy.serviceLogo).toMatch(/^\/api\/images\//);

    await save(developer, { companyId, companySlogan: 'Изменено' });
    const replaced = await rest(app, 'POST', '/api/database/restore', {
      user: owner,
      body: { mode: 'replace', companyId, backup: backup.body },
    });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect((await read(developer, companyId)).body).toMatchObject({
      companySlogan: 'Из копии',
      aiApiKeySet: true,
      aiApiKeyLast4: '7Q9z',
    });
  });

  it('refuses a crafted backup’s settings as a save would refuse them, and writes nothing', async () => {
    const { owner, companyId, developer } = await team();
    await save(developer, { companyId, companySlogan: 'Своё' });
    const backup = (await rest(app, 'POST', `/api/database/backup/company/${companyId}`, { user: owner })).body;
    const companies = async () => Number((await db.query('select count(*) as n from companies')).rows[0].n);
    const before = await companies();
    const crafted: [Record<string, unknown>, string, string][] = [
      [
        { aiProvider: 'custom', aiApiEndpoint: 'ftp://files.example.com/v1' },
        'aiApiEndpoint',
        DEVELOPER_MESSAGES.badEndpoint,
      ],
      [{ aiProvider: 'custom', aiApiEndpoint: 'javascript:alert(1)' }, 'aiApiEndpoint', DEVELOPER_MESSAGES.badEndpoint],
      [{ aiProvider: 'custom', aiApiEndpoint: null }, 'aiApiEndpoint', DEVELOPER_MESSAGES.endpointRequired],
    ];
    for (const [change, field, message] of crafted) {
      const developerSettings = { ...backup.developerSettings, ...change };
      for (const body of [
        { mode: 'new', backup: { ...backup, developerSettings } },
        { mode: 'replace', companyId, backup: { ...backup, developerSettings } },
      ]) {
        const res = await rest(app, 'POST', '/api/database/restore', { user: owner, body });
        expect(res.status, JSON.stringify(res.body)).toBe(400);
        expect(res.body.fieldErrors[`developerSettings.${field}`]).toEqual([message]);
      }
    }
    expect(await companies()).toBe(before);
    expect((await read(developer, companyId)).body).toMatchObject({ companySlogan: 'Своё', aiProvider: null });
  });
});
