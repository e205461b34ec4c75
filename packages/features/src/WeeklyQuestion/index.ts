export * from './WeeklyQuestionCard.tsx';
export * from './OpenWeeklyQuestion.tsx';
