import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { returnReasonSchema, RETURN_REASON_MAX } from '@staffpay/schema/pay/pay-run.schemas';
import { useState } from 'react';
import { PAY_RUN } from '../pay-run.messages';

/** Asks why the month goes back (1–500 characters, the contract's check); closes once returned. */
export function ReturnPayRunModal({
  opened,
  busy,
  onClose,
  onReturn,
}: {
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  onReturn: (reason: string) => Promise<boolean>;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    const parsed = returnReasonSchema.safeParse(reason);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? PAY_RUN.reasonRequired);
    if (await onReturn(parsed.data)) {
      setReason('');
      onClose();
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={PAY_RUN.returnTitle} centered>
      <Stack>
        <Textarea
          label={PAY_RUN.reasonLabel}
          placeholder={PAY_RUN.reasonPlaceholder}
          value={reason}
          maxLength={RETURN_REASON_MAX}
          rows={3}
          required
          error={error}
          data-autofocus
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setError(null);
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {PAY_RUN.cancel}
          </Button>
          <Button color="orange" loading={busy} onClick={() => void send()}>
            {PAY_RUN.return}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
