// The public face of the ai-analysis domain: what the wiring (app/) may use.
export { AiAnalysisResolver } from './ai-analysis.graphql';
export { aiAnalysisRoutes } from './ai-analysis.rest';
