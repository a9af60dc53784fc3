import { Alert, Button, Group, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { optionsOf } from '@staffpay/schema/enumerations/declaration';
import { LEDGER_TYPE, LEDGER_TYPES, type LedgerType } from '@staffpay/schema/pay/ledger-types';
import { LedgerCorrectRecordDocument, type LedgerRecordFragment } from '@/gql/graphql';
import { useMoney } from '@/shared/company/useMoney';
import { errorFields, errorMessage } from '@/shared/errors/error-message';
import { formatDay } from '@/shared/format/dates';
import { MONEY_DECIMALS } from '@/shared/format/money';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { LEDGER, LEDGER_CORRECTION, LEDGER_FORM } from '../ledger.messages';

/**
 * Corrects a record of a fixed period: the server books a new record of the same employee in
 * the next open month, naming the original (the fixed month stays as it was approved).
 */
export function CorrectionModal({
  companyId,
  record,
  onClose,
  onSaved,
}: {
  companyId: number;
  record: LedgerRecordFragment;
  onClose(): void;
  onSaved(): void;
}) {
  const money = useMoney(MONEY_DECIMALS.ledger);
  const [type, setType] = useState<LedgerType>(record.type);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [correct, { loading }] = useMutation(LedgerCorrectRecordDocument);

  const submit = async () => {
    try {
      await correct({
        variables: { companyId, recordId: record.id, input: { type, amount: amount.trim(), reason: reason || null } },
      });
      notifySuccess(LEDGER_CORRECTION.saved, LEDGER.successTitle);
      onSaved();
      onClose();
    } catch (e) {
      setErrors(errorFields(e));
      notifyError(errorMessage(e, LEDGER_CORRECTION.failed));
    }
  };

  return (
    <Modal opened onClose={onClose} title={LEDGER_CORRECTION.title} size="md">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {LEDGER_CORRECTION.original(formatDay(record.appliedDate), money(record.amount))}
          </Text>
          <Select
            label={LEDGER_FORM.type}
            data={optionsOf(LEDGER_TYPE, LEDGER_TYPES)}
            value={type}
            allowDeselect={false}
            onChange={(v) => v && setType(v as LedgerType)}
            error={errors.type}
          />
          <TextInput
            label={LEDGER_FORM.amount}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.currentTarget.value)}
            error={errors.amount}
            required
          />
          <Textarea
            label={LEDGER_FORM.reason}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={errors.reason}
          />
          <Alert color="blue" variant="light">
            {LEDGER_CORRECTION.explain}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {LEDGER_FORM.cancel}
            </Button>
            <Button type="submit" loading={loading}>
              {LEDGER_CORRECTION.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
