// The public face of the salary feature: what the features above it and the shell may use.
export { SummaryCards } from './components/SummaryCards';
export { GoalProgressList } from './components/GoalProgressList';
export { useGoalProgress } from './hooks/useGoalProgress';
export { goalsOf } from './goal-progress';
export { GOALS } from './salary.messages';
