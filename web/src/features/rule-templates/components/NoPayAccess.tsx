import { Paper, Text, Title } from '@mantine/core';
import { RULE_TEMPLATES_PAGE } from '../rule-templates.messages';

/** Templates are company configuration (pay.read): the employee role is told so rather than shown an error. */
export function NoPayAccess() {
  return (
    <Paper withBorder radius="lg" p="xl" maw={640}>
      <Title order={3}>{RULE_TEMPLATES_PAGE.noAccess}</Title>
      <Text c="dimmed" mt="xs">
        {RULE_TEMPLATES_PAGE.noAccessHint}
      </Text>
    </Paper>
  );
}
