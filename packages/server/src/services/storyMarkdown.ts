import type { ArchiveExport } from '@kinstory/contract';
import { fileSlug } from './transcript.ts';

type ExportedStory = ArchiveExport['stories'][number];

/** Shown for a perspective whose author gave no name. */
const unnamed = 'A family member';

/** The story's "when · where" line; '' when neither is known. */
export function whenWhere(narrative: Record<string, unknown>): string {
  const part = (key: string) => (typeof narrative[key] === 'string' ? (narrative[key] as string).trim() : '');
  return [part('dateContext'), part('place')].filter(Boolean).join(' · ');
}

/** `stories/NN-title.md`: numbered in the export's order, padded so the files sort in it. */
export function storyFileName(index: number, count: number, title: string): string {
  return `stories/${String(index + 1).padStart(Math.max(2, String(count).length), '0')}-${fileSlug(title) || 'story'}.md`;
}

/**
 * One story as a readable Markdown file of the export (issue #16 part 3): its title, when and where,
 * theme, people, summary and the story itself, then the family's perspectives with their authors'
 * names (`names`: member id → name).
 */
export function storyMarkdown(story: ExportedStory, names: ReadonlyMap<string, string | null>): string {
  const lines = [`# ${story.title.trim() || 'Untitled story'}`, ''];
  const line = whenWhere(story.narrative);
  if (line) lines.push(`*${line}*`, '');
  const status = [story.status === 'confirmed' ? 'Confirmed' : story.status === 'discarded' ? 'Discarded' : 'Draft', ...(story.private ? ['Private'] : [])];
  lines.push(`- Theme: ${story.theme}`, `- Status: ${status.join(', ')}`);
  if (story.people.length) lines.push(`- People: ${story.people.join(', ')}`);
  lines.push(`- Recorded: ${story.created_at.slice(0, 10)}`, '');
  if (story.summary.trim()) lines.push('## Summary', '', story.summary.trim(), '');
  lines.push('## The story', '', story.content.trim(), '');
  if (story.perspectives.length) {
    lines.push('## Perspectives', '');
    for (const p of story.perspectives) {
      lines.push(...p.text.trim().split('\n').map((l) => `> ${l}`));
      const heard = p.audio ? ` ([recording](../${p.audio}))` : '';
      lines.push('>', `> — ${names.get(p.by)?.trim() || unnamed}, ${p.created_at.slice(0, 10)}${heard}`, '');
    }
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
