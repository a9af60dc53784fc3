import { sharedDashboardBranding } from './shared-branding';
import { noStore } from './no-store';
import {
  companyAndBody,
  companyAndId,
  companyIdAndBody,
  defineRoutes,
  param,
  query,
  successBody,
} from '../../shared/rest';
import { dashboardSchema } from '@staffpay/schema/dashboards/dashboard.schemas';
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
import { z } from 'zod';
import { dashboardAnswer, sharedDashboardDataAnswer } from '@staffpay/schema/dashboards/dashboard.responses';
import { brandingAnswer } from '@staffpay/schema/developer-settings/developer-settings.responses';
import { birthdayAnswer } from '@staffpay/schema/staff/staff.responses';

export const dashboardRoutes = defineRoutes(
  [
    {
      method: 'GET',
      path: '/api/custom-dashboards',
      answers: 'CustomDashboard',
      doc: {
        summary: "The company's custom dashboards",
        response: z.array(dashboardAnswer),
      },
      company: 'query',
      handler: (ctx, companyId) => listDashboards(ctx, companyId),
    },
    {
      method: 'POST',
      path: '/api/custom-dashboards',
      answers: 'CustomDashboard',
      doc: { summary: 'Create a custom dashboard', body: dashboardSchema, response: dashboardAnswer },
      status: 201,
      company: 'body',
      input: companyAndBody,
      handler: (ctx, { companyId, data }) => createDashboard(ctx, companyId, data),
    },
    {
      method: 'POST',
      path: '/api/custom-dashboards/base',
      answers: 'CustomDashboard',
      doc: { summary: 'Create the base dashboard (everything shown)', response: dashboardAnswer },
      status: 201,
      company: 'body',
      handler: (ctx, companyId) => createBaseDashboard(ctx, companyId),
    },
    {
      method: 'PUT',
      path: '/api/custom-dashboards/:id',
      answers: 'CustomDashboard',
      doc: { summary: 'Replace a dashboard', body: dashboardSchema, response: dashboardAnswer },
      company: 'body',
      input: companyIdAndBody,
      handler: (ctx, { companyId, id, data }) => updateDashboard(ctx, companyId, id, data),
    },
    {
      method: 'DELETE',
      path: '/api/custom-dashboards/:id',
      doc: { summary: 'Delete a dashboard; its public link ends', response: successBody },
      company: 'query',
      input: companyAndId,
      handler: (ctx, { id, companyId }) => deleteDashboard(ctx, companyId, id),
      output: () => ({ success: true }),
    },
    {
      method: 'POST',
      path: '/api/custom-dashboards/:id/rotate-link',
      answers: 'CustomDashboard',
      doc: {
        summary: 'Give a dashboard a new public link',
        response: dashboardAnswer,
      },
      company: 'body',
      input: companyAndId,
      handler: (ctx, { companyId, id }) => rotateDashboardLink(ctx, companyId, id),
    },
    {
      method: 'GET',
      path: '/api/shared-dashboard/:shareUrl/data',
      answers: 'SharedDashboardData',
      doc: {
        summary: 'A public dashboard (this month); ?slot=N picks a dashboard of its playlist',
        response: sharedDashboardDataAnswer,
      },
      auth: 'none',
      input: (req) => ({ token: param(req, 'shareUrl'), slot: query(req, 'slot') }),
      handler: (ctx, { token, slot }) => sharedDashboardData(ctx, token, slot),
      send: noStore,
    },
    {
      method: 'GET',
      path: '/api/shared-dashboard/:shareUrl/birthdays',
      doc: { summary: "A public dashboard's birthday banner", response: z.array(birthdayAnswer) },
      auth: 'none',
      input: (req) => param(req, 'shareUrl'),
      handler: (ctx, shareToken) => sharedDashboardBirthdays(ctx, shareToken),
      send: noStore,
    },
    {
      method: 'GET',
      path: '/api/shared-dashboard/:shareUrl/branding',
      doc: {
        summary: "A public dashboard's branding",
        response: brandingAnswer,
      },
      auth: 'none',
      input: (req) => param(req, 'shareUrl'),
      handler: (ctx, shareToken) => sharedDashboardBranding(ctx, shareToken),
      send: noStore,
    },
  ],
  'Dashboards',
);
