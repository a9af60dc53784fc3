// The public face of the dashboard feature: what the features above it and the shell may use.
export { BirthdayBanner } from './components/BirthdayBanner';
