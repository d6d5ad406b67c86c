export { check } from './check.ts';
export {
  type Configuration,
  ConfigurationError,
  configurationOfBuild,
  loadConfiguration,
} from './configuration.ts';
export { kositDaemonApp } from './routes.ts';
