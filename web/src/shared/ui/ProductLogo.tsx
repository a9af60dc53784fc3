import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';

export const PRODUCT_NAME = 'StaffPay';
export const PRODUCT_SLOGAN = 'Персонал и зарплаты';

/** The product's mark alone (the icon of the logo). */
export function ProductMark({ size = 40 }: { size?: number }) {
  return (
    <ThemeIcon size={size} radius="md" variant="gradient" gradient={{ from: 'violet', to: 'indigo', deg: 135 }}>
      <IconCoins size={Math.round(size * 0.6)} />
    </ThemeIcon>
  );
}

/** The product's default logo and name; `slogan` replaces the product's own line beneath the name. */
export function ProductLogo({ withSlogan = true, slogan }: { withSlogan?: boolean; slogan?: string | null }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <ProductMark />
      <div>
        <Text fw={700} size="lg" lh={1.2}>
          {PRODUCT_NAME}
        </Text>
        {withSlogan && (
          <Text size="xs" c="dimmed" lh={1.2}>
            {slogan || PRODUCT_SLOGAN}
          </Text>
        )}
      </div>
    </Group>
  );
}
