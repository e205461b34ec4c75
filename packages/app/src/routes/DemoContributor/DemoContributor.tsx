import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle, LinkButton, Progress } from '@kinstory/ui';
import { demoContributor } from '../../demo/demoData.ts';
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

      <section aria-labelledby="your-turn" className={layout.stack}>
        <h2 id="your-turn" className={layout.subheading}>
          Your Turn to Contribute
        </h2>
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
      </section>

      <div className={layout.grid}>
        <Card>
          <CardHeader>
            <CardTitle level={2}>What You've Added</CardTitle>
            <CardDescription>{memories} memories shared so far</CardDescription>
          </CardHeader>
          <CardContent className={layout.stack}>
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
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle level={2}>Collection Progress</CardTitle>
          </CardHeader>
          <CardContent className={layout.stack}>
            <p>
              Stories Collected: {familyProgress.totalStories} / {familyProgress.goal}
            </p>
            <Progress label="Stories Collected" value={familyProgress.percentComplete} />
            <p>
              Family Contributors: <strong>4 members</strong>
            </p>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
