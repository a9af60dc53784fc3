// The public face of the salary feature: what the features above it and the shell may use.
export { SummaryCards } from './components/SummaryCards';
