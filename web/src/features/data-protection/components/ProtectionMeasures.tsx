import { Card, List, ThemeIcon, Title } from '@mantine/core';
import { PROTECTION_MEASURES } from '@staffpay/schema/data-protection/protection.messages';
import { IconShieldCheck } from '@tabler/icons-react';
import { PROTECTION } from '../data-protection.messages';

/** What keeps a company's data safe, as the contract lists it. */
export function ProtectionMeasures() {
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="protection-measures">
      <Title order={4} mb="md">
        {PROTECTION.measures}
      </Title>
      <List
        spacing="xs"
        size="sm"
        icon={
          <ThemeIcon color="teal" size={20} radius="xl" variant="light">
            <IconShieldCheck size={14} />
          </ThemeIcon>
        }
      >
        {PROTECTION_MEASURES.map((m) => (
          <List.Item key={m}>{m}</List.Item>
        ))}
      </List>
    </Card>
  );
}
