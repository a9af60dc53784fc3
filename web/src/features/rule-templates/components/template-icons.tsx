import { IconCrown, IconMedal, IconStar, IconTarget, IconTrophy, type Icon } from '@tabler/icons-react';
import type { AchievementIcon } from '@staffpay/schema/pay/pay.enums';

/** The pictures of the achievement icons a bonus-mode salary template may carry. */
export const ACHIEVEMENT_ICON_COMPONENTS: Record<AchievementIcon, Icon> = {
  trophy: IconTrophy,
  star: IconStar,
  medal: IconMedal,
  crown: IconCrown,
  target: IconTarget,
};
