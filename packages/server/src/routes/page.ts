import { escapeHtml } from '../mail/templates.ts';

/**
 * A page the server serves itself (no app to load: the outbox, the unsubscribe link): the document
 * around `main`, with the page's own small stylesheet.
 */
export function htmlPage({ title, css, main }: { title: string; css: string; main: string }): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
${css}
</style>
</head>
<body>
<main>
${main}
</main>
</body>
</html>
`;
}
