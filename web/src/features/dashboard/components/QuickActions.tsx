import { ActionIcon, Affix, Menu } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCash, IconGift, IconPlus, IconTools } from '@tabler/icons-react';
import { DASHBOARD } from '../dashboard.messages';

export type QuickMode = 'advance' | 'bonusPenalty' | 'piecework';

interface QuickActionsProps {
  onPick(mode: QuickMode): void;
  /** Held by the screen: the button moves between layouts as the overview loads, which remounts it. */
  opened: boolean;
  onToggle(opened: boolean): void;
}

/**
 * One button opening the three ledger dialogs, floating in the corner on phones and a
 * large round button beside the overview on desktop.
 */
export function QuickActions({ onPick, opened, onToggle }: QuickActionsProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  const button = (
    <Menu opened={opened} onChange={onToggle} position={phone ? 'top-end' : 'bottom-end'} shadow="md" width={240}>
      <Menu.Target>
        <ActionIcon
          size={phone ? 56 : 72}
          radius="xl"
          variant="filled"
          color="violet"
          aria-label={DASHBOARD.quickActions}
          data-testid="quick-actions"
        >
          <IconPlus size={phone ? 28 : 34} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{DASHBOARD.quickActions}</Menu.Label>
        <Menu.Item leftSection={<IconCash size={16} />} onClick={() => onPick('advance')}>
          {DASHBOARD.addAdvance}
        </Menu.Item>
        <Menu.Item leftSection={<IconGift size={16} />} onClick={() => onPick('bonusPenalty')}>
          {DASHBOARD.addBonusPenalty}
        </Menu.Item>
        <Menu.Item leftSection={<IconTools size={16} />} onClick={() => onPick('piecework')}>
          {DASHBOARD.addPiecework}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
  return phone ? <Affix position={{ bottom: 20, right: 20 }}>{button}</Affix> : button;
}
