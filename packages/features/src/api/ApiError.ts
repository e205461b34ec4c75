/**
 * A failed API call. `message` is the text the screens show for the operation (SPEC §7, e.g.
 * 'Failed to fetch profile'); `serverError` is what the server said, when it said anything.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly serverError: string | null = null,
  ) {
    super(message);
  }
}

/**
 * The text to show for a failed write: what the server said when it refused for a reason the user
 * can act on (403 not allowed, 409 the last admin), else the operation's own text.
 */
export function shownErrorText(error: unknown): string {
  if (error instanceof ApiError) return (error.status === 403 || error.status === 409) && error.serverError ? error.serverError : error.message;
  return error instanceof Error ? error.message : 'Something went wrong. Please try again.';
}
