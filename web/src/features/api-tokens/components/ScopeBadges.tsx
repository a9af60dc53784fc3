import { Badge, Group } from '@mantine/core';
import { API_SCOPE_LABELS, type ApiScope } from '@staffpay/schema/api-tokens/api-token.schemas';

/** A token's scopes as badges, each with its Russian label (the code in the tooltip). */
export function ScopeBadges({ scopes }: { scopes: readonly string[] }) {
  return (
    <Group gap={4}>
      {scopes.map((scope) => (
        <Badge key={scope} variant="light" tt="none" title={scope}>
          {API_SCOPE_LABELS[scope as ApiScope] ?? scope}
        </Badge>
      ))}
    </Group>
  );
}
