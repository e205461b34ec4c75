export { Select, selectSizes, type SelectProps, type SelectSize } from './Select';
