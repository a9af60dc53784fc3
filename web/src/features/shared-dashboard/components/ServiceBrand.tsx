import { Group, Image, Text } from '@mantine/core';
import type { SharedBrandingFieldsFragment } from '@/gql/graphql';
import { ProductLogo } from '@/shared/ui/ProductLogo';
import { SHARED_DASHBOARD as T } from '../shared-dashboard.messages';

/**
 * The service logo of the developer settings at its size in pixels (the product's logo without
 * one) and the company's slogan when there is one. Nothing until the settings are known, so a
 * custom logo is not preceded by the default.
 */
export function ServiceBrand({ branding }: { branding: SharedBrandingFieldsFragment | null | undefined }) {
  if (branding === undefined) return null;
  const slogan = branding?.companySlogan?.trim();
  return (
    <Group gap="sm" wrap="nowrap" data-testid="service-brand" style={{ flexShrink: 0 }}>
      {branding?.serviceLogo ? (
        <Image
          src={branding.serviceLogo}
          alt={T.serviceLogo}
          fit="contain"
          // Pixels, as the settings name them (not rem: the theme's scale must not resize a logo).
          style={{ height: branding.logoSizePx, width: 'auto', flex: 'none' }}
        />
      ) : (
        <ProductLogo withSlogan={false} />
      )}
      {slogan && (
        <Text c="dimmed" fw={500} fz={{ base: 'sm', md: 'md' }} maw={260} lh={1.2}>
          {slogan}
        </Text>
      )}
    </Group>
  );
}
