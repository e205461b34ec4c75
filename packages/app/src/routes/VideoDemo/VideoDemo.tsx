import { useState } from 'react';
import { Avatar, Badge, Button, LinkButton } from '@kinstory/ui';
import * as layout from '../../app/layout.css.ts';
import * as css from './VideoDemo.css.ts';
import { ListCard } from '../../demo/ListCard.tsx';

const participants = ['Edna Whitfield', 'Grace Whitfield', 'Tom Whitfield', 'Kinstory AI'];

const transcript = [
  { speaker: 'Kinstory AI', text: 'Edna, what do you remember about the fair on Hampstead Heath?' },
  { speaker: 'Edna Whitfield', text: 'Oh, the lights! Mum held my hand and Alfie ran off to the coconut shy.' },
  { speaker: 'Grace Whitfield', text: 'Is that when you got lost, Mum?' },
];

const stories = [
  { title: 'The Hampstead Heath Fair', theme: 'Childhood' },
  { title: 'Alfie and the coconut shy', theme: 'Family' },
];

/** /video-demo: the video-chat "investor preview" (SPEC §2). Controls are local toggles only. */
export default function VideoDemo() {
  const [muted, setMuted] = useState(false);
  const [cameraOff, setCameraOff] = useState(false);
  const [chatOpen, setChatOpen] = useState(true);
  const [left, setLeft] = useState(false);

  return (
    <div className={layout.page}>
      <div className={layout.spread}>
        <p className={layout.muted}>Video Chat Demo - Investor Preview</p>
        <LinkButton variant="outline" href="/chat">
          Back to Chat
        </LinkButton>
      </div>
      <h1 className={layout.heading}>Family video call</h1>
      <div className={css.stage} aria-label="Active speaker" role="group">
        <Avatar name={participants[0]!} size="lg" />
        <p>{left ? 'You left the call' : participants[0]}</p>
      </div>
      <ul className={css.tiles} aria-label="Participants">
        {participants.slice(1).map((name) => (
          <li key={name} className={css.tile}>
            <Avatar name={name} />
            <span>{name}</span>
          </li>
        ))}
      </ul>
      <div className={layout.row} role="group" aria-label="Call controls">
        <Button variant="outline" aria-pressed={muted} onPress={() => setMuted(!muted)}>
          {muted ? 'Unmute' : 'Mute'}
        </Button>
        <Button variant="outline" aria-pressed={cameraOff} onPress={() => setCameraOff(!cameraOff)}>
          {cameraOff ? 'Camera On' : 'Camera Off'}
        </Button>
        <Button variant="outline" aria-pressed={chatOpen} onPress={() => setChatOpen(!chatOpen)}>
          Chat
        </Button>
        <Button variant="destructive" onPress={() => setLeft(true)}>
          Leave
        </Button>
      </div>
      <div className={layout.grid}>
        {chatOpen && (
          <ListCard title="Live Transcript" items={transcript} itemKey={(line) => line.text}>
            {(line) => (
              <>
                <strong>{line.speaker}:</strong> {line.text}
              </>
            )}
          </ListCard>
        )}
        <ListCard title="Extracted Stories" items={stories} itemKey={(story) => story.title} itemClassName={layout.row}>
          {(story) => (
            <>
              {story.title} <Badge>{story.theme}</Badge>
            </>
          )}
        </ListCard>
      </div>
    </div>
  );
}
