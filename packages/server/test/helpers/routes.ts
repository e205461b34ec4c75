/** Well-formed ids for the paths and bodies below. */
const id = '7d8e2a34-5b1c-4f7a-9d2e-1a2b3c4d5e6f';
const code = 'A'.repeat(43);

/** One route a line: the method, the path, and the JSON body where the route takes one. */
const table = `
GET /api/user/profile
PUT /api/user/profile {"userName":"Ann"}
GET /api/conversations
GET /api/conversations/${id}/messages
GET /api/conversations/${id}/transcript
POST /api/conversations/${id}/generate-title
POST /api/conversations/${id}/intro {"content":"Hi","templateId":null,"templateVariables":{}}
GET /api/chat/intro
GET /api/memories
GET /api/stories
GET /api/stories/stats
GET /api/loose-facts
POST /api/loose-facts/1/mark-followed-up
GET /api/onboarding/pending-storyteller/${code}
PUT /api/onboarding/activate-storyteller {"storytellerId":"${code}","firebaseUid":"x","name":"A","age":80}
POST /api/invitations {"role":"contributor","name":"Sam"}
GET /api/invitations
DELETE /api/invitations/${id}
GET /api/archive
GET /api/archive/family.ged
POST /api/archive/book/plan {}
POST /api/archive/book.pdf {}
GET /api/archive/export
POST /api/archive/import
GET /api/members
PATCH /api/members/some-uid {"role":"viewer"}
DELETE /api/members/some-uid
DELETE /api/conversations/${id}
DELETE /api/stories/1
PATCH /api/stories/1 {"status":"confirmed"}
GET /api/stories/1/revisions
POST /api/stories/1/revisions/1/undo
POST /api/stories/1/perspectives {"text":"As I remember it"}
POST /api/encouragements {"text":"Keep going"}
GET /api/encouragements
POST /api/encouragements/seen
PATCH /api/memories/1 {"status":"confirmed"}
GET /api/memories/1/revisions
POST /api/memories/1/revisions/1/undo
DELETE /api/memories/1
DELETE /api/loose-facts/1
DELETE /api/user
POST /api/user/sign-out-everywhere
DELETE /api/archive
POST /api/recordings
POST /api/conversations/${id}/voice-memories {"recordingId":"${id}"}
GET /api/voice-memories
PUT /api/messages/1/transcript {"text":"What she said"}
GET /api/messages/1/audio
GET /api/perspectives/1/audio
GET /api/stories/1/audio
PATCH /api/archive/settings {"keepRecordings":false}
GET /api/archive/prompt-schedule
PUT /api/archive/prompt-schedule {"enabled":true,"day":"sunday","time":"10:00","timeZone":"Europe/London","email":"rose@example.test"}
PUT /api/archive/prompt-schedule/questions {"questions":["Who taught you to swim?"]}
POST /api/archive/prompt-schedule/send-now
POST /api/prompt-sends/${id}/open
`;

/** Every route that needs a token, with ids that are well-formed. */
export const protectedRoutes: { method: string; path: string; body?: unknown }[] = table
  .trim()
  .split('\n')
  .map((line) => {
    const [method, path, ...body] = line.split(' ');
    return { method: method!, path: path!, ...(body.length ? { body: JSON.parse(body.join(' ')) } : {}) };
  });
