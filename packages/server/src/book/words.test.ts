import { describe, expect, it } from 'vitest';
import { paragraphsOf, pullQuote, sentencesOf, sourceMessagesOf, withoutFiller } from './words.ts';

describe('the storyteller’s words, lightly cleaned', () => {
  it.each([
    ['Well, we lived in Cork.', 'We lived in Cork.'],
    ['Um, I was seven.', 'I was seven.'],
    ['Well, um, you know, it snowed.', 'It snowed.'],
    ['I was, um, seven that winter.', 'I was, seven that winter.'],
    ['It was cold, you know, and the snow was deep.', 'It was cold, and the snow was deep.'],
    ['It was cold, you know.', 'It was cold.'],
    ['We walked. Uh, the road was long. Erm… we got there.', 'We walked. The road was long. We got there.'],
    ['Hmm, that was in Kraków.', 'That was in Kraków.'],
    ['It was, uh.', 'It was.'],
    ['Umm...', ''],
  ])('%s → %s', (said, printed) => {
    expect(withoutFiller(said)).toBe(printed);
  });

  it('touches nothing else: words that only start like filler, "you know" that means it, odd spacing, quotes', () => {
    for (const text of [
      'The umbrella stayed at Auntie Umeko’s; uh-huh, she said.',
      'Did you know, the river froze that year?',
      'You know what I mean? It was hard.',
      'Well water was all we had.',
      'We sang “Auld Lang Syne”  at Tết in Ōsaka ... and danced.',
      'As well, he came along.',
    ]) {
      expect(withoutFiller(text)).toBe(text);
    }
  });

  it('keeps line breaks, so paragraphs stay as told', () => {
    expect(paragraphsOf(withoutFiller('Well, first line\nsame paragraph.\n\nUm, second one.'))).toEqual(['First line same paragraph.', 'Second one.']);
  });
});

describe('a story’s source messages', () => {
  const messages = [1, 2, 3, 5, 6, 9].map((id) => ({ id, conversationId: 'c', content: `m${id}` }));
  const other = { id: 4, conversationId: 'd', content: 'elsewhere' };

  it('are the storyteller’s messages after the previous story’s source message, up to its own', () => {
    expect(sourceMessagesOf({ conversationId: 'c', sourceMessageId: 3 }, [3, 6], [...messages, other]).map((m) => m.id)).toEqual([1, 2, 3]);
    expect(sourceMessagesOf({ conversationId: 'c', sourceMessageId: 6 }, [3, 6], [...messages, other]).map((m) => m.id)).toEqual([5, 6]);
  });

  it('are none for a story without a source message, or whose messages are blank (a voice memory not typed yet)', () => {
    expect(sourceMessagesOf({ conversationId: 'c', sourceMessageId: null }, [], messages)).toEqual([]);
    expect(sourceMessagesOf({ conversationId: 'c', sourceMessageId: 9 }, [6, 9], [{ id: 9, conversationId: 'c', content: '  ' }])).toEqual([]);
  });
});

describe('the pull quote', () => {
  it('is not the opening sentence the reader has just read, when another will do', () => {
    const words = ['My brother Frank and I grew up on a farm near Cork.', 'In the winter of 1947 the snow was so deep that our father dug a tunnel to the barn, so we could milk the cows. Frank carried the lantern. The walls of the tunnel shone blue when the sun came up.'];
    expect(pullQuote(words, ['Frank', 'Cork'])).toBe('The walls of the tunnel shone blue when the sun came up.');
  });

  it('is one whole sentence of the words, preferring one that names someone or somewhere of the story', () => {
    const words = [
      'We grew up on a farm near the town, with cows and hens and a dog called Bran. It was cold.',
      'In the winter of 1947 the snow was so deep that our father dug a tunnel to the barn for Frank and me! We laughed.',
    ];
    expect(pullQuote(words, ['Frank'])).toBe('In the winter of 1947 the snow was so deep that our father dug a tunnel to the barn for Frank and me!');
    expect(sentencesOf(words.join(' '))).toHaveLength(4);
  });

  it('is none when no sentence is a statement of 8 to 30 words, or the story has under four sentences', () => {
    expect(pullQuote(['It snowed. It did.', 'Did the snow reach the windows of the house that winter, do you think? Yes.'], [])).toBeNull();
    expect(pullQuote(['We grew up on a farm near the town, with cows and hens and a dog called Bran. It was cold. We left.'], [])).toBeNull();
  });
});
