/** The viewer dashboard's sample content: SPEC §2 says this screen shows mock data only. */
export interface ViewerArchive {
  name: string;
  subject: string;
  subjectRelation: string;
}
export type ActivityType = 'story_added' | 'photo_uploaded' | 'milestone' | 'audio_recorded' | 'session';
export interface Activity {
  type: ActivityType;
  title: string;
  time: string;
  icon: string;
}
export interface ProgressCategory {
  category: string;
  description: string;
  completed: number;
  total: number;
  percentage: number;
  encouragement: string;
}
export interface ViewerStory {
  title: string;
  excerpt: string;
  readTime: string;
  loves: number;
  hasAudio: boolean;
  isNew: boolean;
}
export interface WeeklyStats {
  storiesAdded: number;
  photosUploaded: number;
  minutesCreating: number;
  sessionsDone: number;
}

export const sampleArchive: ViewerArchive = { name: 'The Whitfield Family Archive', subject: 'Edna', subjectRelation: 'grandmother' };

export const sampleActivity: Activity[] = [
  { type: 'story_added', title: 'Edna told the story of the Hampstead Heath fair', time: '2 hours ago', icon: '📖' },
  { type: 'photo_uploaded', title: 'Grace added 3 photos from 1955', time: 'Yesterday', icon: '📷' },
  { type: 'milestone', title: '10 stories preserved!', time: '3 days ago', icon: '🎉' },
  { type: 'audio_recorded', title: 'Edna recorded a song from her school days', time: '4 days ago', icon: '🎙️' },
  { type: 'session', title: 'A 25-minute conversation about the mill', time: 'Last week', icon: '💬' },
];

export const sampleWeek: WeeklyStats = { storiesAdded: 3, photosUploaded: 8, minutesCreating: 75, sessionsDone: 2 };

export const sampleCategories: ProgressCategory[] = [
  { category: 'Childhood', description: 'Growing up in Leeds', completed: 6, total: 8, percentage: 75, encouragement: 'Nearly there!' },
  { category: 'Love & Marriage', description: 'Meeting Harold', completed: 2, total: 5, percentage: 40, encouragement: 'A lovely start.' },
  { category: 'Recipes', description: 'The family kitchen', completed: 0, total: 4, percentage: 0, encouragement: 'Ask about Sunday bread!' },
];

export const sampleStories: ViewerStory[] = [
  { title: 'Lost at the Hampstead Heath fair', excerpt: 'I was seven, and Mum took Alfie and me to the fair…', readTime: '3 min', loves: 5, hasAudio: true, isNew: true },
  { title: 'First day at the mill', excerpt: 'The noise of the looms was the first thing I noticed…', readTime: '4 min', loves: 2, hasAudio: false, isNew: true },
];
