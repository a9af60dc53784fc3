import { z } from 'zod';
import { dashboardScreenSchema } from '@staffpay/schema/dashboards/screen.schemas';
import { dashboardAnswer } from '@staffpay/schema/dashboards/dashboard.responses';
import { dashboardWatchingAnswer, sharedScreenAnswer } from '@staffpay/schema/dashboards/screen.responses';
import { companyAndId, companyIdAndBody, defineRoutes, param } from '../../shared/rest';
import { noStore } from './no-store';
import { pauseDashboardLink, resumeDashboardLink, updateDashboardScreen } from './screen.service';
import { dashboardScreens } from './screen-watchers';
import { sharedScreen } from './shared-screen';

export const screenRoutes = defineRoutes(
  [
    {
      method: 'PUT',
      path: '/api/custom-dashboards/:id/screen',
      answers: 'CustomDashboard',
      doc: {
        summary: "Replace a link's screen settings (expiry, networks, privacy, night, theme, playlist)",
        body: dashboardScreenSchema,
        response: dashboardAnswer,
      },
      company: 'body',
      input: companyIdAndBody,
      handler: (ctx, { companyId, id, data }) => updateDashboardScreen(ctx, companyId, id, data),
    },
    {
      method: 'POST',
      path: '/api/custom-dashboards/:id/pause',
      answers: 'CustomDashboard',
      doc: { summary: 'Pause a public link: its screens show that it is paused', response: dashboardAnswer },
      company: 'body',
      input: companyAndId,
      handler: (ctx, { companyId, id }) => pauseDashboardLink(ctx, companyId, id),
    },
    {
      method: 'POST',
      path: '/api/custom-dashboards/:id/resume',
      answers: 'CustomDashboard',
      doc: { summary: 'Resume a paused link: its screens show it again', response: dashboardAnswer },
      company: 'body',
      input: companyAndId,
      handler: (ctx, { companyId, id }) => resumeDashboardLink(ctx, companyId, id),
    },
    {
      method: 'GET',
      path: '/api/custom-dashboards/screens',
      answers: 'DashboardWatching',
      doc: {
        summary: "The wall screens watching each dashboard's link now",
        response: z.array(dashboardWatchingAnswer),
      },
      company: 'query',
      handler: (ctx, companyId) => dashboardScreens(ctx, companyId),
    },
    {
      method: 'GET',
      path: '/api/shared-dashboard/:shareUrl/screen',
      answers: 'SharedScreen',
      doc: { summary: "A public link's state, look and playlist", response: sharedScreenAnswer },
      auth: 'none',
      input: (req) => param(req, 'shareUrl'),
      handler: (ctx, shareToken) => sharedScreen(ctx, shareToken),
      send: noStore,
    },
  ],
  'Dashboards',
);
