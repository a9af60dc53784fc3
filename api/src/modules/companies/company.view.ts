import { imageUrl } from '../images';
import type { Company } from './company.entity';

/** The company as every transport and event shows it; built field by field from the entity. */
export interface CompanyView {
  id: number;
  name: string;
  description: string | null;
  language: string;
  timezone: string;
  currency: string;
  logo: string | null;
  logoUrl: string | null;
  createdAt: string;
  showBirthdaysOnDashboard: boolean;
  birthdayNotificationDays: number;
  /** The caller's role; absent in events, which every member receives alike. */
  myRole?: string;
}

export function toCompanyView(c: Company, myRole?: string): CompanyView {
  const url = imageUrl(c.logo?.id);
  return {
    id: c.id,
    name: c.name,
    description: c.description ?? null,
    language: c.language,
    timezone: c.timezone,
    currency: c.currency,
    logo: url,
    logoUrl: url,
    createdAt: c.createdAt.toISOString(),
    showBirthdaysOnDashboard: c.showBirthdaysOnDashboard,
    birthdayNotificationDays: c.birthdayNotificationDays,
    ...(myRole ? { myRole } : {}),
  };
}
