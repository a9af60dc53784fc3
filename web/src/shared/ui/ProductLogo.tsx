import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';

export const PRODUCT_NAME = 'StaffPay';
export const PRODUCT_SLOGAN = 'Персонал и зарплаты';

export function ProductLogo({ withSlogan = true }: { withSlogan?: boolean }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <ThemeIcon size={40} radius="md" variant="gradient" gradient={{ from: 'violet', to: 'indigo', deg: 135 }}>
        <IconCoins size={24} />
      </ThemeIcon>
      <div>
        <Text fw={700} size="lg" lh={1.2}>
          {PRODUCT_NAME}
        </Text>
        {withSlogan && (
          <Text size="xs" c="dimmed" lh={1.2}>
            {PRODUCT_SLOGAN}
          </Text>
        )}
      </div>
    </Group>
  );
}
