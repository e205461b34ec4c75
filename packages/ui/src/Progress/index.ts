export { Progress, type ProgressProps } from './Progress';
