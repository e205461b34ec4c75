export { Chip, chipTones, type ChipProps } from './Chip';
