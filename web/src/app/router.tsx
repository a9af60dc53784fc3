import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { FullScreenLoader } from '@/shared/ui/FullScreenLoader';
import { SignedInArea } from './SignedInArea';

const pages = {
  login: lazy(() => import('@/features/auth/pages/LoginPage')),
  register: lazy(() => import('@/features/auth/pages/RegisterPage')),
  verifyEmail: lazy(() => import('@/features/auth/pages/VerifyEmailPage')),
  forgotPassword: lazy(() => import('@/features/auth/pages/ForgotPasswordPage')),
  resetPassword: lazy(() => import('@/features/auth/pages/ResetPasswordPage')),
  googleSuccess: lazy(() => import('@/features/auth/pages/GoogleSuccessPage')),
  googleError: lazy(() => import('@/features/auth/pages/GoogleErrorPage')),
  acceptInvitation: lazy(() => import('@/features/members/pages/AcceptInvitationPage')),
  dashboard: lazy(() => import('@/features/dashboard/pages/DashboardPage')),
  companies: lazy(() => import('@/features/companies/pages/CompaniesPage')),
  employees: lazy(() => import('@/features/employees/pages/EmployeesPage')),
  departments: lazy(() => import('@/features/departments/pages/DepartmentsPage')),
  branches: lazy(() => import('@/features/branches/pages/BranchesPage')),
  settings: lazy(() => import('@/features/settings/pages/SettingsPage')),
  salary: lazy(() => import('@/features/salary/pages/SalaryPage')),
  ruleTemplates: lazy(() => import('@/features/rule-templates/pages/RuleTemplatesPage')),
  salaryTemplates: lazy(() => import('@/features/rule-templates/pages/SalaryTemplatesPage')),
  bonuses: lazy(() => import('@/features/ledger/pages/BonusesPage')),
  reports: lazy(() => import('@/features/reports/pages/ReportsPage')),
  notifications: lazy(() => import('@/features/notifications/pages/NotificationsPage')),
  customDashboards: lazy(() => import('@/features/custom-dashboards/pages/CustomDashboardsPage')),
  roles: lazy(() => import('@/features/roles/pages/RolesPage')),
  dataProtection: lazy(() => import('@/features/data-protection/pages/DataProtectionPage')),
  sharedDashboard: lazy(() => import('@/features/shared-dashboard/pages/SharedDashboardPage')),
  notFound: lazy(() => import('@/shared/ui/NotFoundPage')),
};

const el = (Page: LazyExoticComponent<ComponentType>) => <Page />;

function Root() {
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <Outlet />
    </Suspense>
  );
}

/** The route table (the pay screens' routes: docs/architecture.md); the shared dashboard needs no sign-in. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      {
        path: '/',
        element: <SignedInArea />,
        children: [
          { index: true, element: el(pages.dashboard) },
          { path: 'dashboard', element: el(pages.dashboard) },
          { path: 'companies', element: el(pages.companies) },
          { path: 'employees', element: el(pages.employees) },
          { path: 'departments', element: el(pages.departments) },
          { path: 'branches', element: el(pages.branches) },
          { path: 'settings', element: el(pages.settings) },
          { path: 'salary', element: el(pages.salary) },
          { path: 'rule-templates', element: el(pages.ruleTemplates) },
          { path: 'salary-templates', element: el(pages.salaryTemplates) },
          { path: 'bonuses', element: el(pages.bonuses) },
          { path: 'reports', element: el(pages.reports) },
          { path: 'notifications', element: el(pages.notifications) },
          { path: 'custom-dashboards', element: el(pages.customDashboards) },
          { path: 'roles', element: el(pages.roles) },
          { path: 'data-protection', element: el(pages.dataProtection) },
        ],
      },
      { path: '/auth/login', element: el(pages.login) },
      { path: '/auth/register', element: el(pages.register) },
      { path: '/auth/verify-email', element: el(pages.verifyEmail) },
      { path: '/auth/forgot-password', element: el(pages.forgotPassword) },
      { path: '/auth/reset-password', element: el(pages.resetPassword) },
      { path: '/auth/google/success', element: el(pages.googleSuccess) },
      { path: '/auth/google/error', element: el(pages.googleError) },
      { path: '/invitations/accept', element: el(pages.acceptInvitation) },
      { path: '/shared-dashboard/:shareUrl', element: el(pages.sharedDashboard) },
      { path: '*', element: el(pages.notFound) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
