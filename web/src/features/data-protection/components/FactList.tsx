import { DataList, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
  /** Names the value for tests. */
  testId?: string;
}

/** Label–value rows whose values line up on a phone too: the labels share one column and wrap inside it. */
export function FactList({ facts, labelWidth, size }: { facts: Fact[]; labelWidth: string; size?: MantineSize }) {
  return (
    <DataList size={size} styles={{ itemLabel: { flex: `0 0 ${labelWidth}`, minWidth: 0 } }}>
      {facts.map(({ label, value, testId }) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue data-testid={testId}>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}
