import { Button, Group, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { optionsOf } from '@staffpay/schema/enumerations/declaration';
import { LEDGER_TYPE, type LedgerType } from '@staffpay/schema/pay/ledger-types';
import { useCurrentCompany } from '@/shared/company/current-company-context';
import { useMoney } from '@/shared/company/useMoney';
import type { LedgerRecordFragment } from '@/gql/graphql';
import { todayInZone } from '@/shared/format/months';
import { MONEY_DECIMALS } from '@/shared/format/money';
import { NumberField } from '@/shared/ui/NumberField';
import { useLedgerMutations } from '../hooks/useLedgerMutations';
import { newIdempotencyKey } from '../idempotency-key';
import {
  initialLedgerValues,
  isCounted,
  MODE_TYPES,
  pieceworkTotal,
  saveTexts,
  toLedgerInput,
  validateLedgerForm,
  withType,
  type LedgerDialogMode,
  type LedgerFormValues,
} from '../ledger-form';
import { divideAmount } from '@/shared/money/amounts';
import { LEDGER_FORM } from '../ledger.messages';
import { EmployeeSelect, FixedEmployee } from './EmployeeSelect';

const MIN_DATE = '1900-01-01';

const TITLES: Record<LedgerDialogMode, string> = {
  bonusPenalty: LEDGER_FORM.titleBonusPenalty,
  advance: LEDGER_FORM.titleAdvance,
  piecework: LEDGER_FORM.titlePiecework,
  record: LEDGER_FORM.titleCreate,
};

export interface LedgerRecordModalProps {
  companyId: number;
  mode: LedgerDialogMode;
  /** Fixes the employee (an employee card's actions): the choice is then shown, not offered. */
  employeeId?: number | null;
  /** Edits this record instead of adding one. */
  record?: LedgerRecordFragment | null;
  onClose(): void;
  /** After a successful save, before the dialog closes. */
  onSaved?(): void;
}

/**
 * The one dialog for a ledger record (the dashboard's quick actions and /bonuses): a bonus or
 * penalty, an advance, a piecework payment, or on the ledger screen a record of any type, added or
 * edited. Validated with the contract's ledgerRecordSchema; a new record carries one idempotency
 * key per opening, so a double click or a retry books it once.
 */
export function LedgerRecordModal({ companyId, mode, employeeId, record, onClose, onSaved }: LedgerRecordModalProps) {
  const { currentCompany } = useCurrentCompany();
  const today = todayInZone(currentCompany?.timezone);
  const money = useMoney(MONEY_DECIMALS.ledger);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const { createRecord, updateRecord, saving } = useLedgerMutations(companyId);
  const form = useForm<LedgerFormValues>({
    mode: 'controlled',
    initialValues: initialLedgerValues({ mode, employeeId, record, today }),
    validate: validateLedgerForm,
  });

  const types = MODE_TYPES[mode];
  const texts = saveTexts(mode, Boolean(record));
  const { values } = form;
  const declared = LEDGER_TYPE[values.type];
  const piecework = isCounted(values.type);
  const total = piecework ? pieceworkTotal(values) : null;
  // A booked piecework total that is not whole cents per unit has no rate to prefill (see initialLedgerValues);
  // a total the viewer's role does not see (null) has nothing to say about it.
  const rateUnknown =
    record &&
    isCounted(record.type) &&
    record.amount !== null &&
    divideAmount(record.amount, record.quantity ?? 1) === null
      ? LEDGER_FORM.rateUnknown(money(record.amount))
      : undefined;

  const submit = form.onSubmit(async (submitted) => {
    const input = toLedgerInput(submitted);
    const result = record
      ? await updateRecord(record.id, input, texts)
      : await createRecord(input, idempotencyKey, texts);
    if (result.ok) {
      onSaved?.();
      onClose();
    } else {
      form.setErrors(result.fieldErrors);
    }
  });

  const amountField = (label: string, description?: string) => (
    <NumberField
      label={label}
      description={description}
      withAsterisk
      decimalScale={2}
      allowNegative={false}
      step={0.01}
      clampBehavior="none"
      inputMode="decimal"
      value={values.amount}
      // The typed text itself, never a float: money stays a decimal string
      // (docs/payroll.md, 'Money and time').
      onValueChange={({ value }) => form.setFieldValue('amount', value)}
      error={form.errors.amount}
    />
  );

  return (
    <Modal opened onClose={onClose} title={record ? LEDGER_FORM.titleEdit : TITLES[mode]} size="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {employeeId ? (
            <FixedEmployee companyId={companyId} employeeId={employeeId} />
          ) : (
            <EmployeeSelect
              companyId={companyId}
              value={values.employeeId}
              initialLabel={record?.employeeName}
              error={form.errors.employeeId as string | undefined}
              onChange={(id) => form.setFieldValue('employeeId', id)}
            />
          )}
          {types.length > 1 && (
            <Select
              label={LEDGER_FORM.type}
              data={optionsOf(LEDGER_TYPE, types)}
              value={values.type}
              allowDeselect={false}
              onChange={(t) => t && form.setValues(withType(values, t as LedgerType))}
              error={form.errors.type}
            />
          )}
          {piecework ? (
            <>
              <NumberField
                label={LEDGER_FORM.quantity}
                withAsterisk
                allowDecimal={false}
                allowNegative={false}
                min={1}
                clampBehavior="none"
                {...form.getInputProps('quantity')}
              />
              {amountField(LEDGER_FORM.rate, rateUnknown)}
              <Text size="sm" data-testid="piecework-total">
                {LEDGER_FORM.total}:{' '}
                <Text span fw={600}>
                  {total ? money(total) : '—'}
                </Text>
              </Text>
            </>
          ) : (
            amountField(LEDGER_FORM.amount)
          )}
          <Textarea
            label={declared.reason.rule === 'comment' ? LEDGER_FORM.comment : LEDGER_FORM.reason}
            withAsterisk={declared.reason.rule !== 'optional'}
            rows={2}
            maxLength={500}
            {...form.getInputProps('reason')}
          />
          <TextInput
            type="date"
            label={LEDGER_FORM.date}
            description={LEDGER_FORM.dateHint}
            min={MIN_DATE}
            max={today}
            {...form.getInputProps('appliedDate')}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {LEDGER_FORM.cancel}
            </Button>
            <Button type="submit" loading={saving}>
              {record ? LEDGER_FORM.save : LEDGER_FORM.create}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export type { LedgerDialogMode };
