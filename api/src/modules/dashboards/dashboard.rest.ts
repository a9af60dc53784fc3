import { sharedDashboardBranding } from './shared-branding';
import type { FastifyReply } from 'fastify';
import { body, bodyCompanyId, defineRoutes, intId, param, query } from '../../shared/rest';
import {
  createBaseDashboard,
  createDashboard,
  deleteDashboard,
  listDashboards,
  rotateDashboardLink,
  updateDashboard,
} from './dashboard.service';
import { sharedDashboardBirthdays } from './shared-birthdays';
import { sharedDashboardData } from './shared-dashboard.service';

/** Company data behind a bearer link: no proxy or browser cache may keep it or hand it to another. */
const noStore = (reply: FastifyReply, data: unknown) => reply.header('cache-control', 'no-store').send(data);

export const dashboardRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/api/custom-dashboards',
    input: (req) => intId(query(req, 'companyId')),
    handler: (ctx, companyId) => listDashboards(ctx, companyId),
  },
  {
    method: 'POST',
    path: '/api/custom-dashboards',
    status: 201,
    input: (req) => body(req),
    handler: (ctx, data) => createDashboard(ctx, bodyCompanyId(data), data),
  },
  {
    method: 'POST',
    path: '/api/custom-dashboards/base',
    status: 201,
    input: (req) => body(req),
    handler: (ctx, data) => createBaseDashboard(ctx, bodyCompanyId(data)),
  },
  {
    method: 'PUT',
    path: '/api/custom-dashboards/:id',
    input: (req) => ({ id: intId(param(req, 'id')), data: body(req) }),
    handler: (ctx, { id, data }) => updateDashboard(ctx, bodyCompanyId(data), id, data),
  },
  {
    method: 'DELETE',
    path: '/api/custom-dashboards/:id',
    input: (req) => ({ id: intId(param(req, 'id')), companyId: intId(query(req, 'companyId')) }),
    handler: (ctx, { id, companyId }) => deleteDashboard(ctx, companyId, id),
    output: () => ({ success: true }),
  },
  {
    method: 'POST',
    path: '/api/custom-dashboards/:id/rotate-link',
    input: (req) => ({ id: intId(param(req, 'id')), data: body(req) }),
    handler: (ctx, { id, data }) => rotateDashboardLink(ctx, bodyCompanyId(data), id),
  },
  {
    method: 'GET',
    path: '/api/shared-dashboard/:shareUrl/data',
    auth: 'none',
    input: (req) => param(req, 'shareUrl'),
    handler: (ctx, shareUrl) => sharedDashboardData(ctx, shareUrl),
    send: noStore,
  },
  {
    method: 'GET',
    path: '/api/shared-dashboard/:shareUrl/birthdays',
    auth: 'none',
    input: (req) => param(req, 'shareUrl'),
    handler: (ctx, shareUrl) => sharedDashboardBirthdays(ctx, shareUrl),
    send: noStore,
  },
  {
    method: 'GET',
    path: '/api/shared-dashboard/:shareUrl/branding',
    auth: 'none',
    input: (req) => param(req, 'shareUrl'),
    handler: (ctx, shareUrl) => sharedDashboardBranding(ctx, shareUrl),
    send: noStore,
  },
]);
