import {
  AI_MAX_TOKENS,
  LOGO_SIZES,
  logoSizeOf,
  type AiProvider,
  type LogoSize,
} from '@staffpay/schema/developer-settings/developer-settings.schemas';
import { imageUrl } from '../images';
import type { DeveloperSettings } from './developer-settings.entity';

/** What every member reads (the menu needs the logo); the key only as set or not and, for developers, its last 4. */
export interface DeveloperSettingsView {
  companyId: number;
  serviceLogo: string | null;
  logoSize: LogoSize;
  logoSizePx: number;
  companySlogan: string | null;
  hideNavigationMenuLabels: boolean;
  menuSettings: { hideNavigationMenuLabels: boolean };
  aiAnalysisPrompt: string | null;
  aiAnalysisMaxTokens: number;
  aiProvider: AiProvider | null;
  aiModel: string | null;
  aiApiKeySet: boolean;
  aiApiKeyLast4: string | null;
  aiApiEndpoint: string | null;
  updatedAt: string | null;
}

/** The service's branding alone: what the public wall screen shows. */
export interface BrandingView {
  serviceLogo: string | null;
  logoSize: LogoSize;
  logoSizePx: number;
  companySlogan: string | null;
}

export function toBrandingView(s: DeveloperSettings | null): BrandingView {
  const logoSize = logoSizeOf(s?.logoSize);
  return {
    serviceLogo: imageUrl(s?.serviceLogo?.id),
    logoSize,
    logoSizePx: LOGO_SIZES[logoSize],
    companySlogan: s?.companySlogan ?? null,
  };
}

/** The branding part of the settings as every member reads them (what a wall screen is pushed). */
export const brandingOfView = (v: DeveloperSettingsView): BrandingView => ({
  serviceLogo: v.serviceLogo,
  logoSize: v.logoSize,
  logoSizePx: v.logoSizePx,
  companySlogan: v.companySlogan,
});

export function toDeveloperSettingsView(
  companyId: number,
  s: DeveloperSettings | null,
  options: { showKeyEnd: boolean },
): DeveloperSettingsView {
  const hide = s?.hideNavigationMenuLabels ?? false;
  return {
    companyId,
    ...toBrandingView(s),
    hideNavigationMenuLabels: hide,
    menuSettings: { hideNavigationMenuLabels: hide },
    aiAnalysisPrompt: s?.aiAnalysisPrompt ?? null,
    aiAnalysisMaxTokens: s?.aiAnalysisMaxTokens ?? AI_MAX_TOKENS.default,
    aiProvider: (s?.aiProvider as AiProvider | null | undefined) ?? null,
    aiModel: s?.aiModel ?? null,
    aiApiKeySet: Boolean(s?.aiApiKeyLast4),
    aiApiKeyLast4: options.showKeyEnd ? (s?.aiApiKeyLast4 ?? null) : null,
    aiApiEndpoint: s?.aiApiEndpoint ?? null,
    updatedAt: s ? s.updatedAt.toISOString() : null,
  };
}
