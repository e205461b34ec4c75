import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle, LinkButton, Progress } from '@kinstory/ui';
import { demoContributor } from '../../demo/demoData.ts';
import { PageSection } from '../../app/PageSection.tsx';
import { SectionCard } from '../../app/SectionCard.tsx';
import * as layout from '../../app/layout.css.ts';

/** /demo/contributor: the demo contributor dashboard, sample data only (SPEC §2). */
export default function DemoContributor() {
  const { invitedBy, prompts, contributions, familyProgress } = demoContributor;
  const memories = contributions.reduce((total, item) => total + item.memoryCount, 0);
  return (
    <div className={layout.page}>
      <div className={layout.spread}>
        <p className={layout.muted}>Contributor Dashboard Demo</p>
        <LinkButton variant="outline" href="/">
          Back to Home
        </LinkButton>
      </div>
      <div className={layout.row}>
        <h1 className={layout.heading}>Welcome!</h1>
        <Badge tone="accent">Contributor</Badge>
      </div>
      <p className={layout.muted}>Invited by {invitedBy} to contribute your memories</p>

      <PageSection title="Your Turn to Contribute" className={layout.stack}>
        <div className={layout.grid}>
          {prompts.map((prompt) => (
            <Card key={prompt.prompt}>
              <CardHeader>
                <CardTitle>
                  <span aria-hidden="true">{prompt.emoji}</span> {prompt.theme}
                </CardTitle>
                <CardDescription>Requested by {prompt.requestedBy}</CardDescription>
              </CardHeader>
              <CardContent className={layout.stack}>
                <p>{prompt.prompt}</p>
                <LinkButton href="/chat">Add Your Memory</LinkButton>
              </CardContent>
            </Card>
          ))}
        </div>
      </PageSection>

      <div className={layout.grid}>
        <SectionCard title="What You've Added" description={`${memories} memories shared so far`} contentClassName={layout.stack}>
          <ul className={layout.plainList}>
            {contributions.map((item) => (
              <li key={item.theme}>
                <strong>{item.theme}</strong> · {item.memoryCount} memories · {item.lastUpdated}
              </li>
            ))}
          </ul>
          <LinkButton variant="outline" href="/chat">
            Add Another Memory
          </LinkButton>
        </SectionCard>
        <SectionCard title="Collection Progress" contentClassName={layout.stack}>
          <p>
            Stories Collected: {familyProgress.totalStories} / {familyProgress.goal}
          </p>
          <Progress label="Stories Collected" value={familyProgress.percentComplete} />
          <p>
            Family Contributors: <strong>4 members</strong>
          </p>
        </SectionCard>
      </div>
    </div>
  );
}
