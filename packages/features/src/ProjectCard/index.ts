export * from './ProjectCard.tsx';
