import { AppShell, Center, Drawer, Loader } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Fragment, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import type { CurrentUser } from '@/features/auth';
import { useDeveloperSettings } from '@/features/developer-settings';
import { useCurrentCompany } from '@/shared/company/current-company-context';
import { Header } from './Header';
import { SideMenu } from './SideMenu';

export const NAVBAR_WIDTH = 272;
/** The icon-only menu (developer settings' "hide menu labels"): room for the logo, the slogan and an icon. */
export const NAVBAR_ICONS_WIDTH = 136;

/**
 * The signed-in shell: side menu (a drawer with a backdrop on small screens), header with title
 * and subtitle, scrolling main area. With the menu open on large screens the header starts after it.
 */
export function AppLayout({ user }: { user: CurrentUser }) {
  const [mobileOpened, mobile] = useDisclosure(false);
  const [desktopOpened, desktop] = useDisclosure(true);
  // The caller's grants in the current company: when they change (their role, or their role's
  // tree, was changed), the page starts again under them — its queries ask afresh (which records
  // and fields the role sees) and its subscriptions, which the server ended, subscribe again.
  const { currentCompany } = useCurrentCompany();
  const grants = currentCompany?.myPermissions.join(' ') ?? '';
  // The company's branding and menu style (developer settings), pushed live on every save.
  const { settings: brand } = useDeveloperSettings(currentCompany?.id);
  const iconsOnly = brand?.hideNavigationMenuLabels ?? false;

  return (
    <AppShell
      layout="alt"
      header={{ height: 64 }}
      navbar={{
        width: iconsOnly ? NAVBAR_ICONS_WIDTH : NAVBAR_WIDTH,
        breakpoint: 'sm',
        collapsed: { mobile: true, desktop: !desktopOpened },
      }}
      padding="lg"
    >
      <AppShell.Header>
        <Header
          user={user}
          mobileOpened={mobileOpened}
          desktopOpened={desktopOpened}
          onToggleMobile={mobile.toggle}
          onToggleDesktop={desktop.toggle}
        />
      </AppShell.Header>
      <AppShell.Navbar>
        <SideMenu user={user} brand={brand} iconsOnly={iconsOnly} />
      </AppShell.Navbar>
      <Drawer
        opened={mobileOpened}
        onClose={mobile.close}
        size={NAVBAR_WIDTH}
        padding={0}
        withCloseButton={false}
        hiddenFrom="sm"
        overlayProps={{ backgroundOpacity: 0.45, blur: 2 }}
        aria-label="Меню"
      >
        <div style={{ height: '100dvh' }} data-testid="mobile-menu">
          {/* The drawer keeps its labels: it holds the company switcher, and a phone has no hover for tooltips. */}
          <SideMenu user={user} onNavigate={mobile.close} withSwitcher brand={brand} />
        </div>
      </Drawer>
      <AppShell.Main bg="var(--mantine-color-gray-0)">
        <Suspense
          fallback={
            <Center py="xl">
              <Loader />
            </Center>
          }
        >
          <Fragment key={grants}>
            <Outlet />
          </Fragment>
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
