import { useEffect, useRef, useState } from 'react';
import { Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, LinkButton } from '@kinstory/ui';
import { PageSection } from '../../app/PageSection.tsx';
import * as layout from '../../app/layout.css.ts';

const CLIP_DEMO_MS = 5000;

const heirlooms = [
  { name: 'Family Recipe Collection', price: 149, details: '20–50 recipes, hardcover' },
  { name: 'Life Story Biography', price: 299, details: '50–200 pages, leather-bound' },
];

/** /samples: the keepsakes and pricing demo page (SPEC §2); every purchase is a demo alert. */
export default function Samples() {
  const [playing, setPlaying] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const togglePlay = () => {
    if (timer.current) clearTimeout(timer.current);
    if (playing) {
      setPlaying(false);
      return;
    }
    setPlaying(true);
    // The sample clip is a stand-in: it "plays" for 5 s, then resets.
    timer.current = setTimeout(() => setPlaying(false), CLIP_DEMO_MS);
  };

  return (
    <div className={layout.page}>
      <div>
        <LinkButton variant="outline" href="/">
          Back to Home
        </LinkButton>
      </div>
      <h1 className={layout.heading}>Keepsakes for your family</h1>

      <PageSection title="Digital Keepsakes" className={layout.stack}>
        <div className={layout.grid}>
          <Card>
            <CardHeader>
              <CardTitle>Voice Stories</CardTitle>
              <CardDescription>Hear the stories in their own voice.</CardDescription>
            </CardHeader>
            <CardContent className={layout.row}>
              <Button variant="secondary" aria-pressed={playing} onPress={togglePlay}>
                {playing ? 'Pause' : 'Play'}
              </Button>
              <span>2:34</span>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Narrated Photo Memories</CardTitle>
              <CardDescription>Old photographs with the story behind each one.</CardDescription>
            </CardHeader>
            <CardContent>
              <Button variant="secondary" onPress={() => alert('This is a demo of Narrated Photo Memories.')}>
                See an Example
              </Button>
            </CardContent>
          </Card>
        </div>
      </PageSection>

      <PageSection title="Physical Heirlooms" className={layout.stack}>
        <div className={layout.grid}>
          {heirlooms.map((item) => (
            <Card key={item.name}>
              <CardHeader>
                <CardTitle>{item.name}</CardTitle>
                <CardDescription>{item.details}</CardDescription>
              </CardHeader>
              <CardContent>
                <p className={layout.subheading}>${item.price}</p>
              </CardContent>
              <CardFooter>
                <Button onPress={() => alert(`Redirecting to checkout for ${item.name}... (Demo)`)}>Add to Cart</Button>
              </CardFooter>
            </Card>
          ))}
        </div>
      </PageSection>

      <PageSection title="Everything in one package" className={`${layout.stack} ${layout.centered}`}>
        <p>All digital outputs plus 20% off physical products.</p>
        <Button size="lg" onPress={() => alert('Get Started - $199 (Demo)')}>
          Get Started - $199
        </Button>
      </PageSection>
    </div>
  );
}
