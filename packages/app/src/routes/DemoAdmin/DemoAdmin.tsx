import { Badge, Button, Card, CardContent, CardDescription, CardHeader, LinkButton, Tab, TabList, TabPanel, Tabs, significanceTone } from '@kinstory/ui';
import { DEMO_ADMIN_RECENT_STORIES } from '@kinstory/contract';
import { demoConversations, demoFollowUps, demoMembers, demoPendingInvitations, demoStories } from '../../demo/demoData.ts';
import { SectionCard } from '../../app/SectionCard.tsx';
import * as layout from '../../app/layout.css.ts';
import { ListCard } from '../../demo/ListCard.tsx';

const totalMemories = demoStories.reduce((total, story) => total + story.memories, 0);

/** /demo/admin: the demo admin dashboard with tabs, sample data only (SPEC §2). */
export default function DemoAdmin() {
  return (
    <div className={layout.page}>
      <div className={layout.spread}>
        <div>
          <h1 className={layout.heading}>Family Legacy</h1>
          <p className={layout.muted}>Admin Dashboard (Demo)</p>
        </div>
        <LinkButton variant="outline" href="/">
          Back
        </LinkButton>
      </div>
      <Tabs>
        <TabList aria-label="Dashboard sections">
          <Tab id="overview">Overview</Tab>
          <Tab id="family">Family</Tab>
          <Tab id="stories">Stories</Tab>
          <Tab id="followups">Follow-ups</Tab>
        </TabList>
        <TabPanel id="overview" className={layout.stack}>
          <div className={layout.grid}>
            <Stat title="Total Stories" value={demoStories.length} note={`${totalMemories} memories extracted`} />
            <Stat title="Active Conversations" value={demoConversations.length} note={`across ${demoMembers.length} family members`} />
            <Stat title="Follow-up Items" value={demoFollowUps.length} note="Requiring attention" />
          </div>
          <SectionCard title="Quick Actions" contentClassName={layout.row}>
            <LinkButton href="/chat">Start New Chat</LinkButton>
            <Button variant="outline">Schedule Video Call</Button>
            <Button variant="outline">Invite Member</Button>
            <Button variant="outline">Ask Question</Button>
          </SectionCard>
          <div className={layout.grid}>
            <ListCard title="Active Conversations" items={demoConversations} itemKey={(c) => c.title}>
              {(c) => (
                <LinkButton variant="ghost" href="/chat">
                  {c.title} · {c.participants} · {c.messages} messages · {c.lastMessage}
                </LinkButton>
              )}
            </ListCard>
            <ListCard title="Recent Stories" items={demoStories.slice(0, DEMO_ADMIN_RECENT_STORIES)} itemKey={(s) => s.title}>
              {(s) => (
                <>
                  <strong>{s.title}</strong> · {s.theme} · {s.date}
                </>
              )}
            </ListCard>
          </div>
        </TabPanel>
        <TabPanel id="family" className={layout.stack}>
          <div className={layout.spread}>
            <h2 className={layout.subheading}>Family Members</h2>
            <Button>Invite Member</Button>
          </div>
          <ul className={layout.plainList}>
            {demoMembers.map((m) => (
              <li key={m.name} className={layout.row}>
                <strong>{m.name}</strong> <span>{m.role}</span> <span>{m.stories} stories</span> <span>{m.lastActive}</span>
                <Badge tone={m.status === 'active' ? 'success' : 'neutral'}>{m.status}</Badge>
              </li>
            ))}
          </ul>
          <h2 className={layout.subheading}>Pending Invitations</h2>
          <ul className={layout.plainList}>
            {demoPendingInvitations.map((i) => (
              <li key={i.email} className={layout.row}>
                <strong>{i.name}</strong>
                <span>
                  Invited {i.daysAgo} days ago · Contributor role
                </span>
                <Button variant="outline" size="sm">
                  Resend
                </Button>
              </li>
            ))}
          </ul>
        </TabPanel>
        <TabPanel id="stories" className={layout.stack}>
          <h2 className={layout.subheading}>All Stories ({demoStories.length})</h2>
          <ul className={layout.plainList}>
            {demoStories.map((s) => (
              <li key={s.title} className={layout.row}>
                <strong>{s.title}</strong> <span>{s.storyteller}</span> <span>{s.date}</span>
                <Badge tone={significanceTone(s.significance)}>{s.significance}</Badge>
                <Button variant="outline" size="sm">
                  View
                </Button>
              </li>
            ))}
          </ul>
        </TabPanel>
        <TabPanel id="followups" className={layout.stack}>
          {demoFollowUps.map((f) => (
            <Card key={f.suggestedPrompt}>
              <CardHeader>
                <div className={layout.row}>
                  <Badge tone={significanceTone(f.priority)}>{f.priority}</Badge>
                  <span>{f.type}</span>
                </div>
                <CardDescription>From {f.storyteller}</CardDescription>
              </CardHeader>
              <CardContent className={layout.stack}>
                <p>{f.content}</p>
                <p>
                  <em>{f.suggestedPrompt}</em>
                </p>
                <LinkButton href="/chat">Start Chat</LinkButton>
              </CardContent>
            </Card>
          ))}
        </TabPanel>
      </Tabs>
    </div>
  );
}

function Stat({ title, value, note }: { title: string; value: number; note: string }) {
  return (
    <SectionCard title={title} description={note}>
      <p className={layout.heading}>{value}</p>
    </SectionCard>
  );
}
