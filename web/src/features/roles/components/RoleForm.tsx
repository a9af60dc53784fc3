import { Button, ColorSwatch, Group, Input, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck } from '@tabler/icons-react';
import { ROLE_COLORS } from '@staffpay/schema/roles/role.schemas';
import type { SystemRoleInput, RoleItemFragment } from '@/gql/graphql';
import { initialRoleValues, roleValidator, toRoleInput, typedCode, type RoleFormValues } from '../role-form';
import { mantineColor } from '../role-view';
import { COLOR_LABELS, ROLES } from '../roles.messages';

/**
 * 'Основные данные' (POST /api/system-roles in docs/api.md): name and code required, the code
 * lowercased with spaces as underscores and locked once the role exists, a description, one of the
 * eight colours and a priority 1–100 (anything not a number is 50). `readOnly` for a built-in role
 * or a caller who may not change it.
 */
export function RoleForm({
  role,
  readOnly,
  saving,
  onCancel,
  onSubmit,
}: {
  role: RoleItemFragment | null;
  readOnly: boolean;
  saving: boolean;
  onCancel(): void;
  onSubmit(input: SystemRoleInput): Promise<unknown>;
}) {
  const creating = role === null;
  const form = useForm<RoleFormValues>({
    mode: 'controlled',
    initialValues: initialRoleValues(role),
    validate: roleValidator(creating),
  });
  const submit = form.onSubmit((values) => void onSubmit(toRoleInput(values, creating)));
  const code = form.getInputProps('code');

  return (
    <form onSubmit={submit} noValidate aria-label={ROLES.tabBasics}>
      <Stack gap="sm">
        <TextInput
          label={ROLES.name}
          placeholder={ROLES.namePlaceholder}
          withAsterisk
          data-autofocus
          disabled={readOnly}
          {...form.getInputProps('name')}
        />
        <TextInput
          label={ROLES.code}
          placeholder={ROLES.codePlaceholder}
          description={creating ? ROLES.codeHint : undefined}
          withAsterisk={creating}
          disabled={readOnly || !creating}
          {...code}
          onChange={(e) => form.setFieldValue('code', typedCode(e.currentTarget.value))}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <Textarea label={ROLES.description} rows={3} disabled={readOnly} {...form.getInputProps('description')} />
        <Input.Wrapper label={ROLES.color} error={form.errors.color}>
          <Group gap="xs" mt={4} role="radiogroup" aria-label={ROLES.color}>
            {ROLE_COLORS.map((color) => {
              const chosen = form.values.color === color;
              return (
                <ColorSwatch
                  key={color}
                  component="button"
                  type="button"
                  role="radio"
                  aria-checked={chosen}
                  aria-label={COLOR_LABELS[color]}
                  title={COLOR_LABELS[color]}
                  color={`var(--mantine-color-${mantineColor(color)}-6)`}
                  disabled={readOnly}
                  onClick={() => form.setFieldValue('color', color)}
                  style={{ cursor: readOnly ? 'default' : 'pointer', color: 'white' }}
                >
                  {chosen && <IconCheck size={14} />}
                </ColorSwatch>
              );
            })}
          </Group>
        </Input.Wrapper>
        <TextInput
          label={ROLES.priorityLabel}
          description={ROLES.priorityHint}
          inputMode="numeric"
          disabled={readOnly}
          w={160}
          {...form.getInputProps('priority')}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel}>
            {readOnly ? ROLES.close : ROLES.cancel}
          </Button>
          {!readOnly && (
            <Button type="submit" loading={saving}>
              {creating ? ROLES.create : ROLES.save}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
