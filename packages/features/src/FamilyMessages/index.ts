export * from './FamilyMessages.tsx';
export * from './FamilyMessagesCard.tsx';
