/** Hard-coded sample content of the demo pages (SPEC §2, §3 "Mock-only shapes", §4 "Mock enumerations"). */

export const demoArchive = { name: 'Whitfield Family Legacy', subject: 'Grandma Edna', subjectRelation: 'grandmother' };

export const demoMembers = [
  { name: 'Edna Whitfield', role: 'storyteller', avatar: 'EW', status: 'active', stories: 12, lastActive: '2 hours ago' },
  { name: 'Grace Whitfield', role: 'admin', avatar: 'GW', status: 'active', stories: 4, lastActive: '1 day ago' },
  { name: 'Tom Whitfield', role: 'contributor', avatar: 'TW', status: 'active', stories: 3, lastActive: '3 days ago' },
  { name: 'Lucy Park', role: 'contributor', avatar: 'LP', status: 'pending', stories: 0, lastActive: 'Not yet joined' },
] as const;

export const demoPendingInvitations = [
  { name: 'Lucy Park', email: 'lucy@example.com', daysAgo: 2 },
  { name: 'Sam Whitfield', email: 'sam@example.com', daysAgo: 5 },
];

export const demoStories = [
  { title: 'The Hampstead Heath Fair', storyteller: 'Edna Whitfield', date: 'March 3, 2026', theme: 'Childhood', significance: 'high', memories: 8 },
  { title: 'Dancing at the Palais', storyteller: 'Edna Whitfield', date: 'March 10, 2026', theme: 'Love & Courtship', significance: 'high', memories: 6 },
  { title: "Mum's Sunday Roast", storyteller: 'Edna Whitfield', date: 'March 17, 2026', theme: 'Family Traditions', significance: 'medium', memories: 5 },
  { title: 'First Day at the Mill', storyteller: 'Edna Whitfield', date: 'March 24, 2026', theme: 'Work', significance: 'medium', memories: 4 },
] as const;

export const demoConversations = [
  { title: 'Growing up in Leeds', participants: 'Edna & Grace', status: 'active', messages: 24, lastMessage: '2 hours ago' },
  { title: 'The war years', participants: 'Edna & Tom', status: 'active', messages: 15, lastMessage: 'Yesterday' },
] as const;

export const demoFollowUps = [
  {
    type: 'loose_fact',
    content: 'Edna mentioned a brother called Alfie but never said what became of him.',
    storyteller: 'Edna Whitfield',
    suggestedPrompt: 'What was Alfie like as a boy?',
    priority: 'high',
  },
  {
    type: 'incomplete_story',
    content: 'The story of meeting Harold at the Palais stops before the first date.',
    storyteller: 'Edna Whitfield',
    suggestedPrompt: 'Where did Harold take you on your first date?',
    priority: 'medium',
  },
] as const;

export const demoContributor = {
  invitedBy: 'Grace Whitfield',
  prompts: [
    { theme: 'Family Holidays', emoji: '🏖️', prompt: 'What do you remember about summers at Scarborough with Grandma?', requestedBy: 'Grace Whitfield' },
    { theme: 'Recipes', emoji: '🍰', prompt: "Which of Grandma's cakes did you always ask for?", requestedBy: 'Grace Whitfield' },
    { theme: 'Life Lessons', emoji: '💡', prompt: 'What is the best advice Grandma ever gave you?', requestedBy: 'Edna Whitfield' },
  ],
  contributions: [
    { theme: 'Christmas at Grandma’s', memoryCount: 4, lastUpdated: '3 days ago' },
    { theme: 'Learning to knit', memoryCount: 2, lastUpdated: '1 week ago' },
  ],
  familyProgress: { totalStories: 23, goal: 50, percentComplete: 46 },
};
