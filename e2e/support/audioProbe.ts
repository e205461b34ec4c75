import type { Page } from '@playwright/test';

/**
 * Watches the page's media elements (the app plays replies with `new Audio()`, outside the DOM):
 * every play() and pause() is recorded, and the element last played is kept for inspection. It only
 * observes: playback itself is untouched.
 */
export async function watchAudio(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: { event: 'play' | 'pause'; src: string }[] = [];
    const w = window as unknown as { __audio: { log: typeof log; last: HTMLMediaElement | null } };
    w.__audio = { log, last: null };
    const { play, pause } = HTMLMediaElement.prototype;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      log.push({ event: 'play', src: this.src });
      w.__audio.last = this;
      return play.call(this);
    };
    HTMLMediaElement.prototype.pause = function (this: HTMLMediaElement) {
      log.push({ event: 'pause', src: this.src });
      return pause.call(this);
    };
  });
}

/** Whether the reply audio played last is playing now (null when nothing has played). */
export function replyAudioPlaying(page: Page): Promise<boolean | null> {
  return page.evaluate(() => {
    const last = (window as unknown as { __audio: { last: HTMLMediaElement | null } }).__audio.last;
    return last ? !last.paused && !last.ended : null;
  });
}

export function audioPlays(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __audio: { log: { event: string }[] } }).__audio.log.filter((e) => e.event === 'play').length);
}
