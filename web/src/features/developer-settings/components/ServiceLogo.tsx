import { Box, Image, Stack, Text } from '@mantine/core';
import { LOGO_SIZES, logoSizeOf } from '@staffpay/schema/developer-settings/developer-settings.schemas';
import { ProductLogo, ProductMark } from '@/shared/ui/ProductLogo';
import type { DeveloperSettings } from '../hooks/useDeveloperSettings';

export type Branding = Pick<DeveloperSettings, 'serviceLogo' | 'logoSizePx' | 'companySlogan'> & {
  logoSize?: string;
};

export const SERVICE_LOGO_ALT = 'Логотип сервиса';

/** The logo's height: the answer's pixels, else its size's (anything unknown is medium). */
const heightOf = (brand: Branding) => brand.logoSizePx || LOGO_SIZES[logoSizeOf(brand.logoSize)];

/**
 * The company's service logo at its size and its slogan beneath (in the side menu), or the
 * product's default logo and name when none is set (the slogan, if any, replaces the product's
 * line). `compact` is the narrow icon-only menu: the product's mark without its name.
 */
export function ServiceLogo({ brand, compact = false }: { brand: Branding | null | undefined; compact?: boolean }) {
  const slogan = brand?.companySlogan?.trim() || null;
  const sloganLine = slogan && (
    <Text size="xs" c="dimmed" lh={1.25} ta={compact ? 'center' : undefined} data-testid="service-slogan">
      {slogan}
    </Text>
  );
  if (brand?.serviceLogo) {
    const height = heightOf(brand);
    return (
      <Stack gap={6} align={compact ? 'center' : 'flex-start'} data-testid="service-logo">
        <Box h={height} maw="100%" style={{ display: 'flex', alignItems: 'center' }}>
          <Image
            src={brand.serviceLogo}
            alt={SERVICE_LOGO_ALT}
            h={height}
            w="auto"
            maw="100%"
            fit="contain"
            data-size={height}
          />
        </Box>
        {sloganLine}
      </Stack>
    );
  }
  if (compact) {
    return (
      <Stack gap={6} align="center" data-testid="product-logo">
        <ProductMark />
        {sloganLine}
      </Stack>
    );
  }
  return (
    <Box data-testid="product-logo">
      <ProductLogo slogan={slogan} />
    </Box>
  );
}
