// The public face of the exports domain: what the domains above it and the wiring (app/) may use.
export { ExportFile, ExportJob } from './export.entity';
export { ExportResolver } from './export.graphql';
export { exportRoutes } from './export.rest';
export { startExportRunner, runnerOf, type ExportRunner, type ExportRunnerOptions } from './export-runner';
