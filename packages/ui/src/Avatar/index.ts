export { Avatar, avatarSizes, type AvatarProps } from './Avatar';
