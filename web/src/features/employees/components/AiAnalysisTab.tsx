import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconSparkles } from '@tabler/icons-react';
import { AI_ANALYSIS_MESSAGES as AI } from '@staffpay/schema/ai-analysis/ai-analysis.schemas';
import { canRunAiAnalysis } from '@/shared/auth/roles';
import { useCurrentCompany } from '@/shared/company/current-company-context';
import { PASSPORT } from '../employees.messages';
import type { AiAnalysisState } from '../hooks/useAiAnalysis';

/** The analysis as the provider wrote it: plain text, its line breaks kept. */
function AnalysisText({ text, busy }: { text: string; busy: boolean }) {
  if (!text) return null;
  return (
    <Paper withBorder radius="md" p="md">
      <Text
        size="sm"
        data-testid="ai-analysis-text"
        aria-busy={busy}
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {text}
      </Text>
    </Paper>
  );
}

/**
 * The passport's AI tab (docs/developer-settings.md, 'AI analysis'): the run button for a role
 * granted employees.view and employees.ai, then the running text, the text growing as it streams,
 * the result, or the error state with what to do about it.
 */
export function AiAnalysisTab({ state, onRun }: { state: AiAnalysisState; onRun(): void }) {
  const { currentCompany } = useCurrentCompany();
  const allowed = canRunAiAnalysis(currentCompany);
  const running = state.status === 'running';

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap">
        <Title order={5}>{PASSPORT.aiTitle}</Title>
        {allowed && (
          <Button leftSection={<IconSparkles size={16} />} onClick={onRun} disabled={running} variant="light">
            {state.status === 'error' ? PASSPORT.aiRetry : AI.run}
          </Button>
        )}
      </Group>
      {state.status === 'idle' && (
        <Text size="sm" c="dimmed">
          {allowed ? AI.empty : PASSPORT.aiNoAccess}
        </Text>
      )}
      {running && (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            {AI.running}
          </Text>
        </Group>
      )}
      {(state.status === 'running' || state.status === 'done') && <AnalysisText text={state.text} busy={running} />}
      {state.status === 'error' && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title={state.title}>
          <Stack gap={4}>
            {state.hints.map((hint) => (
              <Text key={hint} size="sm">
                {hint}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
