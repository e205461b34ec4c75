export * from './FamilyMembers.tsx';
export * from './ArchiveMembers.tsx';
export { roleLabel, roleOrder, roleTexts } from './roles.ts';
export * from './RecordingsSetting.tsx';
