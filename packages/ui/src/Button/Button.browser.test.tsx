import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanupRendered, renderInScheme } from '../testing/renderInScheme';
import { Button, buttonSizes, buttonVariants } from './Button';

function Matrix() {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, max-content)', gap: 16, alignItems: 'center' }}>
      {buttonVariants.flatMap((variant) =>
        buttonSizes.map((size) =>
          size === 'icon' ? (
            <Button key={`${variant}-${size}`} variant={variant} size="icon" aria-label={`Add (${variant})`}>
              +
            </Button>
          ) : (
            <Button key={`${variant}-${size}`} variant={variant} size={size}>
              {variant} {size}
            </Button>
          ),
        ),
      )}
    </div>
  );
}

describe('Button matrix screenshots', () => {
  afterEach(cleanupRendered);

  it.each(['light', 'dark'] as const)('matches the %s reference', async (scheme) => {
    const host = renderInScheme(<Matrix />, scheme);
    await document.fonts.ready;
    await expect.element(page.elementLocator(host)).toMatchScreenshot(`button-matrix-${scheme}`);
  });
});
