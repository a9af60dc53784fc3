import { useForm } from '@mantine/form';
import { useMutation } from '@apollo/client/react';
import { zodValidate } from '@/shared/forms/zod-validate';
import { useEffect } from 'react';
import { z } from 'zod';
import { COMPANY_MESSAGES, updateCompanySchema } from '@staffpay/schema/companies/company.schemas';
import { UpdateCompanyDocument, type CompanyCardFragment } from '@/gql/graphql';
import { errorMessage } from '@/shared/errors/error-message';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { SETTINGS } from '../settings.messages';

export interface CompanySettingsValues {
  name: string;
  currency: string;
  timezone: string;
  language: string;
  showBirthdaysOnDashboard: boolean;
  birthdayNotificationDays: number | string;
}

export const BIRTHDAY_DAYS = { min: 1, max: 30, default: 3 } as const;
/** The API's rules; the day count may arrive from the number input as '' while typing. */
const settingsSchema = updateCompanySchema.extend({
  birthdayNotificationDays: z.preprocess(
    (v) => (v === '' || v === null ? Number.NaN : Number(v)),
    z
      .number({ error: COMPANY_MESSAGES.badDays })
      .int(COMPANY_MESSAGES.badDays)
      .min(1, COMPANY_MESSAGES.badDays)
      .max(30, COMPANY_MESSAGES.badDays),
  ),
});

const FALLBACK = { timezone: 'Europe/Moscow', currency: 'USD' } as const;

function valuesOf(company: CompanyCardFragment | null): CompanySettingsValues {
  return {
    name: company?.name ?? '',
    currency: company?.currency || FALLBACK.currency,
    timezone: company?.timezone || FALLBACK.timezone,
    language: company?.language ?? 'ru',
    showBirthdaysOnDashboard: company?.showBirthdaysOnDashboard ?? true,
    birthdayNotificationDays: company?.birthdayNotificationDays ?? BIRTHDAY_DAYS.default,
  };
}

/**
 * One form for the company's settings (one PUT /api/companies/:id with all six fields,
 * docs/api.md), shared by two tabs.
 */
export function useCompanySettingsForm(company: CompanyCardFragment | null) {
  const [update, { loading }] = useMutation(UpdateCompanyDocument);
  const form = useForm<CompanySettingsValues>({
    mode: 'controlled',
    initialValues: valuesOf(company),
    validate: zodValidate(settingsSchema),
    transformValues: (v) => ({ ...v, birthdayNotificationDays: Number(v.birthdayNotificationDays) }),
  });

  // Another tab or device may change the company: show the pushed values unless the user is editing.
  const key = company ? JSON.stringify(valuesOf(company)) : '';
  useEffect(() => {
    if (!form.isDirty()) {
      form.setValues(valuesOf(company));
      form.resetDirty(valuesOf(company));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const submit = form.onSubmit(async (values) => {
    if (!company) return;
    try {
      const { data } = await update({
        variables: {
          id: company.id,
          input: {
            ...values,
            name: values.name.trim(),
            birthdayNotificationDays: Number(values.birthdayNotificationDays),
          },
        },
      });
      if (data) form.resetDirty(valuesOf(data.updateCompany));
      notifySuccess(SETTINGS.saved);
    } catch (e) {
      notifyError(`${SETTINGS.saveFailed}: ${errorMessage(e, '')}`.replace(/: $/, ''));
    }
  });

  return { form, submit, saving: loading };
}

export type CompanySettingsForm = ReturnType<typeof useCompanySettingsForm>['form'];
