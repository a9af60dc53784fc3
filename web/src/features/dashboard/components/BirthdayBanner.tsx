import { Alert, Avatar, Group, Text } from '@mantine/core';
import { IconCake } from '@tabler/icons-react';
import type { DashboardBirthdaysQuery } from '@/gql/graphql';
import { DASHBOARD } from '../dashboard.messages';

type Birthday = DashboardBirthdaysQuery['birthdaysToday'][number];

/**
 * Who has a birthday today, with photo, department and branch. Nothing when nobody does.
 * `compact` (the public wall screen) puts the title and the people on one line.
 */
export function BirthdayBanner({ people, compact = false }: { people: Birthday[]; compact?: boolean }) {
  if (people.length === 0) return null;
  return (
    <Alert
      color="pink"
      radius="lg"
      py={compact ? 6 : undefined}
      icon={<IconCake size={22} />}
      title={compact ? undefined : DASHBOARD.birthdays}
      data-testid="birthdays"
    >
      <Group gap="lg" wrap="wrap">
        {compact && (
          <Text fw={700} c="pink.8">
            {DASHBOARD.birthdays}
          </Text>
        )}
        {people.map((p) => (
          <Group key={p.id} gap="xs" wrap="nowrap">
            <Avatar src={p.photoUrl || null} radius="xl" size={36} color="pink" alt={p.firstName}>
              {p.firstName.slice(0, 1)}
            </Avatar>
            <div>
              <Text size="sm" fw={600}>
                {p.firstName} {p.lastName}
              </Text>
              <Text size="xs" c="dimmed">
                {[p.departmentName, p.branchName].filter(Boolean).join(' · ')}
              </Text>
            </div>
          </Group>
        ))}
      </Group>
      {!compact && (
        <Text size="xs" c="dimmed" mt="xs">
          {DASHBOARD.birthdayWish}
        </Text>
      )}
    </Alert>
  );
}
