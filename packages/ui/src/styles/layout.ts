/** Blocks one under another, `gap` apart. */
export const flexColumn = (gap: string) => ({ display: 'flex', flexDirection: 'column', gap }) as const;

/** Things side by side, centred on their line, wrapping onto the next line where the width runs out. */
export const wrappingRow = (gap: string) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap }) as const;

/** A list without bullets or indent: its own styles lay its items out. */
export const bareList = { margin: 0, padding: 0, listStyle: 'none' } as const;
