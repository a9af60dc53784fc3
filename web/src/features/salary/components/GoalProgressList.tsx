import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import type { GoalProgressItemFragment } from '@/gql/graphql';
import { goalBar, goalValue } from '../goal-progress';
import { GOALS } from '../salary.messages';

type Money = (value: string) => string;

/** One goal: the bar, where it stands, what is left, the month-end projection and its payout. */
function Goal({ goal, money }: { goal: GoalProgressItemFragment; money: Money }) {
  const current = goalValue(goal, goal.currentValue, money);
  const threshold = goalValue(goal, goal.thresholdValue, money);
  const remaining = goalValue(goal, goal.remaining, money);
  const projected = goalValue(goal, goal.projectedValue, money);
  const outcome = goal.projectedAchieved ? GOALS.willReach : GOALS.willMiss;
  return (
    <Stack gap={2} data-testid="goal-progress" data-rule-id={goal.ruleId}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={600} truncate>
          {goal.ruleName}
        </Text>
        <Badge size="sm" variant="light" color={goal.isAchieved ? 'teal' : 'blue'}>
          {goal.isAchieved ? GOALS.achieved : `${goal.progressPercent}%`}
        </Badge>
      </Group>
      <Progress
        value={goalBar(goal.progressPercent)}
        color={goal.isAchieved ? 'teal' : 'blue'}
        size="sm"
        aria-label={GOALS.bar(goal.ruleName)}
      />
      {current !== null && threshold !== null && <Text size="xs">{GOALS.current(current, threshold)}</Text>}
      {remaining !== null && <Text size="xs">{GOALS.remaining(remaining)}</Text>}
      <Text size="xs" c={goal.projectedAchieved ? 'teal' : 'orange'}>
        {projected !== null ? GOALS.projectionValue(projected) : GOALS.projection} — {outcome}
      </Text>
      {goal.projectedPayout !== null && goal.projectedPayout !== undefined && (
        <Text size="xs" fw={600}>
          {GOALS.payout(money(goal.projectedPayout))}
        </Text>
      )}
    </Stack>
  );
}

/** The goals of one employee; nothing at all when they have none. */
export function GoalProgressList({
  goals,
  money,
  withTitle = true,
}: {
  goals: readonly GoalProgressItemFragment[];
  money: Money;
  withTitle?: boolean;
}) {
  if (goals.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="goals">
      {withTitle && (
        <Text size="xs" fw={600}>
          {GOALS.title}
        </Text>
      )}
      {goals.map((goal) => (
        <Goal key={`${goal.ruleId}-${goal.employeeId}`} goal={goal} money={money} />
      ))}
    </Stack>
  );
}
