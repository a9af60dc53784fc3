// The public face of the payslips domain: what the domains above it and the wiring (app/) may use.
export { PayslipResolver } from './payslip.graphql';
export { payslipRoutes } from './payslip.rest';
