// The public face of the auth feature: what the features above it and the shell may use.
export { AuthLayout } from './components/AuthLayout';
export { ResultText, ResultView } from './components/ResultView';
export { useMe, type CurrentUser } from './hooks/useMe';
