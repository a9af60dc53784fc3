// The public face of the developer settings feature: what the settings screen, the shell and the wall screen may use.
export { AiAnalysisTab } from './components/AiAnalysisTab';
export { ClientErrorsList } from './components/ClientErrorsList';
export { DeveloperTab } from './components/DeveloperTab';
export { ServiceLogo, type Branding } from './components/ServiceLogo';
export { useDeveloperSettings, type DeveloperSettings } from './hooks/useDeveloperSettings';
