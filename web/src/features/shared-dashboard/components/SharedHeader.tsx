import { Avatar, Badge, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { SharedBrandingFieldsFragment, SharedDashboardFieldsFragment } from '@/gql/graphql';
import { clockText } from '../shared-format';
import { SHARED_DASHBOARD as T } from '../shared-dashboard.messages';
import { LiveBadge } from './LiveBadge';
import { OfflineNotice } from './OfflineNotice';
import { ServiceBrand } from './ServiceBrand';

/**
 * The service's logo and slogan (developer settings; the product's logo without one) beside the
 * company's logo (its initials without one), the dashboard's name and description, and the live
 * state: since when there has been no connection, once it has been lost.
 */
export function SharedHeader({
  dashboard,
  company,
  branding,
  live,
  receivedAt,
  lostSince,
}: Pick<SharedDashboardFieldsFragment, 'dashboard' | 'company'> & {
  branding: SharedBrandingFieldsFragment | null | undefined;
  live: boolean;
  receivedAt: Date | null;
  lostSince: Date | null;
}) {
  return (
    <Paper withBorder radius="lg" px={{ base: 'sm', md: 'md' }} py={6}>
      <Group justify="space-between" gap="md">
        {/* On a phone the service's brand takes a line of its own above the dashboard's name. */}
        <Group gap="md" style={{ minWidth: 0 }}>
          <ServiceBrand branding={branding} />
          {branding !== undefined && <Divider orientation="vertical" visibleFrom="sm" />}
          <Group wrap="nowrap" gap="md" style={{ minWidth: 0 }}>
            <Avatar
              src={company.logoUrl || null}
              name={company.name}
              color="initials"
              size={48}
              radius="md"
              alt={company.name}
            />
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Title order={1} fz={{ base: 24, md: 30 }} lh={1.15}>
                {dashboard.name}
              </Title>
              <Text c="dimmed" fz={{ base: 'sm', md: 'md' }}>
                {[company.name, dashboard.description].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
          </Group>
        </Group>
        <Group gap="md">
          <Badge size="xl" variant="light" color="gray">
            {T.public}
          </Badge>
          <LiveBadge live={live} />
          {lostSince && <OfflineNotice since={lostSince} timezone={company.timezone} />}
          {receivedAt && (
            <Text data-testid="last-updated" fz={{ base: 'sm', md: 'lg' }} c="dimmed">
              {T.updatedAt(clockText(receivedAt, company.timezone))}
            </Text>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
