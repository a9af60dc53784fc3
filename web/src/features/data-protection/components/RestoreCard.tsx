import { Alert, Button, Card, FileInput, Group, Stack, Text, Title } from '@mantine/core';
import { PROTECTION_MESSAGES } from '@staffpay/schema/data-protection/protection.messages';
import { IconJson, IconRestore } from '@tabler/icons-react';
import { useState } from 'react';
import type { Company } from '@/shared/company/current-company-context';
import { PROTECTION } from '../data-protection.messages';
import { useRestore } from '../hooks/useRestore';
import { BackupPreviewCard } from './BackupPreviewCard';
import { ReplaceConfirmModal } from './ReplaceConfirmModal';

/**
 * Restore from a backup file: the file is checked and previewed in the browser, then restored as
 * a new company (anyone signed in) or over the current company (its owner, after typing its name).
 */
export function RestoreCard({ company }: { company: Company | null }) {
  const restore = useRestore(company);
  const [confirming, setConfirming] = useState(false);
  const { check } = restore;
  const canReplace = company?.myRole === 'owner';

  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <div>
          <Title order={4}>{PROTECTION.restore}</Title>
          <Text size="sm" c="dimmed" mt={4}>
            {PROTECTION.restoreHint}
          </Text>
        </div>
        <FileInput
          label={PROTECTION.file}
          placeholder={PROTECTION.filePlaceholder}
          accept=".json,application/json"
          leftSection={<IconJson size={16} />}
          value={restore.file}
          onChange={(f) => void restore.choose(f)}
          clearable
          maw={480}
        />
        {check && !check.ok && (
          <Alert color="red" role="alert">
            {check.message}
          </Alert>
        )}
        {check?.ok && <BackupPreviewCard preview={check.preview} />}
        {restore.restoredId !== null ? (
          <Alert color="teal" title={PROTECTION_MESSAGES.restoreDone}>
            <Button
              mt="xs"
              variant="light"
              color="teal"
              disabled={!restore.openRestored}
              loading={!restore.openRestored}
              onClick={() => restore.openRestored?.()}
            >
              {PROTECTION.openRestored}
            </Button>
          </Alert>
        ) : (
          check?.ok && (
            <Group gap="sm">
              <Button
                leftSection={<IconRestore size={16} />}
                loading={restore.busy === 'new'}
                disabled={restore.busy !== null}
                onClick={() => void restore.restoreNew()}
              >
                {PROTECTION.restoreNew}
              </Button>
              {canReplace && (
                <Button
                  color="red"
                  variant="light"
                  disabled={restore.busy !== null}
                  onClick={() => setConfirming(true)}
                >
                  {PROTECTION.replace}
                </Button>
              )}
            </Group>
          )
        )}
      </Stack>
      {confirming && company && (
        <ReplaceConfirmModal
          companyName={company.name}
          busy={restore.busy === 'replace'}
          onClose={() => setConfirming(false)}
          onConfirm={async (typed) => {
            if (await restore.replace(typed)) setConfirming(false);
          }}
        />
      )}
    </Card>
  );
}
