import { useNavigate } from 'react-router-dom';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, LinkButton } from '@kinstory/ui';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { usePersonaDashboard } from '../../routing/usePersonaDashboard.ts';
import { PageSection } from '../../app/PageSection.tsx';
import * as layout from '../../app/layout.css.ts';
import * as css from './Landing.css.ts';

const features = [
  {
    title: 'Family Collaboration',
    text: 'Invite children, grandchildren and cousins to add their memories, ask questions and follow along.',
  },
  {
    title: 'AI-Powered Intelligence',
    text: 'A patient interviewer asks gentle follow-up questions and keeps track of the people, places and dates.',
  },
  {
    title: 'Beautiful Outputs',
    text: 'Stories become keepsakes: recipe books, photo albums, story books and recordings to treasure.',
  },
];

/** The landing page (SPEC §2). */
export default function Landing() {
  const { state } = useAuth();
  const navigate = useNavigate();
  const dashboard = usePersonaDashboard();
  const signedIn = state.status === 'signedIn';

  const cta = (label: string) =>
    signedIn ? (
      <Button size="lg" onPress={async () => navigate(await dashboard())}>
        Go to Dashboard
      </Button>
    ) : (
      <LinkButton size="lg" href="/onboarding">
        {label}
      </LinkButton>
    );

  return (
    <div className={layout.page}>
      <section className={css.hero} aria-labelledby="hero-title">
        <h1 id="hero-title" className={css.heroTitle}>
          Preserve precious memories before they're gone forever
        </h1>
        <p className={css.lead}>
          Record your loved one's life stories through friendly conversations. Kinstory listens, asks gentle questions and
          keeps every story safe for your family.
        </p>
        {cta('Start Preserving Memories')}
      </section>

      <section aria-label="What Kinstory does" className={layout.grid}>
        {features.map((feature) => (
          <Card key={feature.title}>
            <CardHeader>
              <CardTitle level={2}>{feature.title}</CardTitle>
            </CardHeader>
            <CardContent>
              <CardDescription>{feature.text}</CardDescription>
            </CardContent>
          </Card>
        ))}
      </section>

      <PageSection title="Why Start Now?" className={css.why}>
        <p>
          <strong>70% of families</strong> never capture their stories. Every week brings a chance to ask one more question,
          and to hear the answer in their own words.
        </p>
      </PageSection>

      <PageSection title="Ready when you are" className={`${layout.stack} ${layout.centered}`}>
        {cta('Begin Your Journey')}
        <p className={layout.muted}>Get started in less than 5 minutes. No credit card required.</p>
      </PageSection>
    </div>
  );
}
