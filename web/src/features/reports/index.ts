// The public face of the reports feature: what the features above it and the shell may use.
export { PayslipButton } from './components/PayslipButton';
