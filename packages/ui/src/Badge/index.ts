export { Badge, badgeTones, significanceTone, type BadgeProps, type BadgeTone } from './Badge';
