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
