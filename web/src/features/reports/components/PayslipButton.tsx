import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { useApolloClient } from '@apollo/client/react';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { PayslipUrlDocument } from '@/gql/graphql';
import { errorMessage } from '@/shared/errors/error-message';
import { notifyError } from '@/shared/ui/notify';
import { REPORTS } from '../reports.messages';

/** Starts a download the way a link would: the session cookie goes with it, the file is an attachment. */
function download(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * The employee's payslip for a month (YYYY-MM). The API says where it downloads (after checking
 * access), so the browser never builds the path itself. `compact` is an icon for card corners.
 */
export function PayslipButton({
  companyId,
  employeeId,
  period,
  compact = false,
  disabled = false,
}: {
  companyId: number;
  employeeId: number | null;
  period: string;
  compact?: boolean;
  disabled?: boolean;
}) {
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    if (employeeId === null) return;
    setBusy(true);
    try {
      const { data } = await client.query({
        query: PayslipUrlDocument,
        variables: { companyId, employeeId, period },
        fetchPolicy: 'network-only',
      });
      if (data?.payslipUrl) download(data.payslipUrl);
    } catch (e) {
      notifyError(errorMessage(e, REPORTS.payslipFailed));
    } finally {
      setBusy(false);
    }
  };
  const off = disabled || employeeId === null;
  if (compact) {
    return (
      <Tooltip label={REPORTS.payslip}>
        <ActionIcon variant="subtle" aria-label={REPORTS.payslip} onClick={open} loading={busy} disabled={off}>
          <IconFileTypePdf size={18} />
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Button variant="light" leftSection={<IconFileTypePdf size={16} />} onClick={open} loading={busy} disabled={off}>
      {REPORTS.payslip}
    </Button>
  );
}
