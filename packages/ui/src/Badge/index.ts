export { Badge, type BadgeProps } from './Badge';
export { badgeTones, significanceTone, type BadgeTone } from './significance';
