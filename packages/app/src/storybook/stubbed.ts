import { spyOn } from 'storybook/test';

/**
 * A story's beforeEach: `object[method]` does nothing during the story (an alert that would block,
 * an error the page logs on purpose), and the play can assert how it was called. Restored after.
 */
export function stubbed<T extends object>(object: T, method: keyof T & string) {
  return () => {
    // The play asserts on the method through the object; the spy's own type is not needed.
    const spy = spyOn(object as unknown as Record<string, () => void>, method).mockImplementation(() => undefined);
    return () => spy.mockRestore();
  };
}
