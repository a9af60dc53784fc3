// The public face of the companies feature: what the features above it and the shell may use.
export { applyCompanyChange } from './company-cache';
export { LANGUAGE_OPTIONS, currencyOptions, timezoneOptions, withValue } from './company-options';
