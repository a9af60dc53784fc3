import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { PAY_RUN_STAGE_LABELS, type PayRunStage } from '@staffpay/schema/pay/pay-run.schemas';
import { useState } from 'react';
import { errorMessage } from '@/shared/errors/error-message';
import { formatDateTime } from '@/shared/format/dates';
import { usePayRun } from '../hooks/usePayRun';
import { PAY_RUN } from '../pay-run.messages';
import { PayRunCheck } from './PayRunCheck';
import { ReturnPayRunModal } from './ReturnPayRunModal';

const STAGE_COLOR: Record<PayRunStage, string> = {
  draft: 'gray',
  in_review: 'yellow',
  approved: 'green',
  reopened: 'orange',
};

/**
 * The selected month's pay run: its stage, who sent and decided it and why it came back, the
 * steps the member's keys allow (sending: salaries.edit; approving, returning: salaries.approve;
 * the server checks them too), and the pre-close check. Live by payRunChanged.
 */
export function PayRunPanel({
  companyId,
  period,
  canSubmit,
  canDecide,
}: {
  companyId: number;
  period: string;
  canSubmit: boolean;
  canDecide: boolean;
}) {
  const { run, loading, error, busy, submit, approve, giveBack } = usePayRun(companyId, period);
  const [returning, setReturning] = useState(false);
  if (loading) return <Loader size="sm" />;
  if (!run) return <Alert color="red">{errorMessage(error, PAY_RUN.loadError)}</Alert>;
  const { stage, review } = run;
  const sendable = stage === 'draft' || stage === 'reopened';
  return (
    <Stack gap="md" data-testid="pay-run-panel">
      <Card withBorder>
        <Stack gap="xs">
          <Group justify="space-between" wrap="wrap">
            <Group gap="sm">
              <Title order={4}>{PAY_RUN.title(period)}</Title>
              <Badge color={STAGE_COLOR[stage]} data-testid="pay-run-stage" data-stage={stage}>
                {PAY_RUN_STAGE_LABELS[stage]}
              </Badge>
            </Group>
            <Group gap="sm">
              {canSubmit && sendable && (
                <Button data-testid="pay-run-submit" loading={busy} onClick={() => void submit()}>
                  {PAY_RUN.submit}
                </Button>
              )}
              {canDecide && stage === 'in_review' && (
                <>
                  <Button color="green" data-testid="pay-run-approve" loading={busy} onClick={() => void approve()}>
                    {PAY_RUN.approve}
                  </Button>
                  <Button
                    color="orange"
                    variant="light"
                    data-testid="pay-run-return"
                    disabled={busy}
                    onClick={() => setReturning(true)}
                  >
                    {PAY_RUN.return}
                  </Button>
                </>
              )}
            </Group>
          </Group>
          <Text size="sm" c="dimmed">
            {PAY_RUN.fixedCount(run.fixedCount, run.employeeCount)}
          </Text>
          {review && (
            <Text size="sm">{PAY_RUN.sentBy(review.submittedBy?.name ?? '', formatDateTime(review.submittedAt))}</Text>
          )}
          {review?.decidedAt && (
            <Text size="sm">
              {PAY_RUN.decidedBy(
                review.state === 'approved',
                review.decidedBy?.name ?? '',
                formatDateTime(review.decidedAt),
              )}
            </Text>
          )}
          {stage === 'in_review' && <Alert color="yellow">{PAY_RUN.frozen}</Alert>}
          {review?.state === 'returned' && review.returnReason && (
            <Alert color="orange" title={PAY_RUN.returnReason}>
              {review.returnReason}
            </Alert>
          )}
        </Stack>
      </Card>
      <PayRunCheck companyId={companyId} period={period} />
      <ReturnPayRunModal opened={returning} busy={busy} onClose={() => setReturning(false)} onReturn={giveBack} />
    </Stack>
  );
}
