import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import type { PerformanceInput, SalaryPerformanceRecordFragment } from '@/gql/graphql';
import { errorMessage } from '@/shared/errors/error-message';
import { formatDay } from '@/shared/format/dates';
import { useAssignedRules } from '../hooks/useAssignedRules';
import { usePerformanceActions, type PerformancePreview } from '../hooks/usePerformanceActions';
import type { SalaryEmployee } from '../hooks/useSalaryEmployees';
import {
  checkPerformance,
  initialPerformanceValues,
  recordValues,
  type PerformanceFormValues,
} from '../performance-form';
import { SALARY } from '../salary.messages';
import { PerformanceFields } from './PerformanceFields';
import { PreviewFigures } from './PreviewFigures';
import { RuleUnitsFields } from './RuleUnitsFields';

/** What the dialog was opened for: recording (save is the main action) or only previewing. */
export type PerformanceIntent = 'record' | 'preview';

/**
 * The performance form (docs/payroll.md, 'In the product'): 'Применить правила' previews what the
 * record would change and saves nothing; 'Сохранить' records it; 'Зафиксировать' (after a
 * confirmation) records it and closes the period for the employee. Readers of pay may only preview.
 */
export function PerformanceModal({
  companyId,
  today,
  employees,
  canSave,
  canFix,
  intent,
  record = null,
  onClose,
}: {
  companyId: number;
  today: string;
  employees: readonly SalaryEmployee[];
  /** May save this record: salaries.create for a new one, salaries.edit for a saved one. */
  canSave: boolean;
  /** May fix the period (salaries.approve). */
  canFix: boolean;
  intent: PerformanceIntent;
  /** A saved record to correct: only saving is offered (a preview would count it twice). */
  record?: SalaryPerformanceRecordFragment | null;
  onClose(): void;
}) {
  const mobile = useMediaQuery('(max-width: 48em)');
  const actions = usePerformanceActions(companyId);
  const [preview, setPreview] = useState<PerformancePreview | null>(null);
  const form = useForm<PerformanceFormValues>({
    mode: 'controlled',
    initialValues: record ? recordValues(record) : initialPerformanceValues(today),
    // A preview describes the values it was made from: any change makes it stale.
    onValuesChange: () => setPreview(null),
  });
  const employeeId = form.values.employeeId ? Number(form.values.employeeId) : null;
  const assigned = useAssignedRules(companyId, employeeId);
  const rules = assigned.rules ?? { bonus: [], penalty: [] };

  /** The contract's check; the errors land on the fields and nothing is sent. */
  const checked = (): PerformanceInput | null => {
    const result = checkPerformance(form.values, rules);
    if (!result.ok) {
      form.setErrors(result.errors);
      return null;
    }
    form.clearErrors();
    return result.input;
  };

  const runPreview = async () => {
    const input = checked();
    if (input) setPreview(await actions.preview(input));
  };
  const save = async () => {
    const input = checked();
    if (!input) return;
    const done = record ? await actions.updatePerformance(record.id, input) : await actions.savePerformance(input);
    if (done) onClose();
  };
  const confirmFix = () => {
    const input = checked();
    if (!input) return;
    const name = employees.find((e) => e.id === input.employeeId)?.name ?? SALARY.employeeFallback(input.employeeId);
    modals.openConfirmModal({
      title: SALARY.fixTitle,
      children: <Text size="sm">{SALARY.fixText(name, formatDay(input.startDate), formatDay(input.endDate))}</Text>,
      labels: { confirm: SALARY.fix, cancel: SALARY.cancel },
      confirmProps: { color: 'orange' },
      onConfirm: async () => {
        if (await actions.fixPeriod(input)) onClose();
      },
    });
  };

  const recording = canSave && (intent === 'record' || record !== null);
  const creating = record === null;
  const busy = actions.previewing || actions.saving || actions.fixing;

  return (
    <Modal
      opened
      onClose={onClose}
      title={creating ? SALARY.formTitle : SALARY.editTitle}
      size="xl"
      fullScreen={Boolean(mobile)}
    >
      <form onSubmit={form.onSubmit(() => void (recording ? save() : runPreview()))} noValidate>
        <Stack gap="md">
          <PerformanceFields form={form} employees={employees} today={today} />
          {employeeId === null ? (
            <Text size="sm" c="dimmed">
              {SALARY.chooseEmployeeFirst}
            </Text>
          ) : assigned.loading ? (
            <Loader size="sm" />
          ) : assigned.error ? (
            <Alert color="red" role="alert" py="xs">
              {errorMessage(assigned.error, SALARY.rulesFailed)}
            </Alert>
          ) : rules.bonus.length + rules.penalty.length === 0 ? (
            <Text size="sm" c="dimmed">
              {SALARY.noRules}
            </Text>
          ) : (
            <>
              <RuleUnitsFields form={form} kind="bonus" templates={rules.bonus} />
              <RuleUnitsFields form={form} kind="penalty" templates={rules.penalty} />
            </>
          )}
          {preview && <PreviewFigures preview={preview} />}
          {!creating && (
            <Text size="sm" c="dimmed">
              {SALARY.editHint}
            </Text>
          )}
          <Group justify="flex-end" gap="sm" wrap="wrap">
            <Button variant="default" onClick={onClose}>
              {SALARY.cancel}
            </Button>
            {canFix && creating && (
              <Button
                variant="light"
                color="orange"
                leftSection={<IconLock size={16} />}
                onClick={confirmFix}
                loading={actions.fixing}
                disabled={busy && !actions.fixing}
              >
                {SALARY.fix}
              </Button>
            )}
            {creating && (
              <Button
                type={recording ? 'button' : 'submit'}
                variant={recording ? 'light' : 'filled'}
                onClick={recording ? () => void runPreview() : undefined}
                loading={actions.previewing}
                disabled={busy && !actions.previewing}
              >
                {SALARY.applyRules}
              </Button>
            )}
            {canSave && (
              <Button
                type={recording ? 'submit' : 'button'}
                variant={recording ? 'filled' : 'light'}
                onClick={recording ? undefined : () => void save()}
                loading={actions.saving}
                disabled={busy && !actions.saving}
              >
                {SALARY.save}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
