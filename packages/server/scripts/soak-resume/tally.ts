/** One memory event as a GET /events client sees it: its SSE event name, id (cursor) and data line. */
export interface Delivery {
  event: string;
  id: string;
  data: string;
}

export interface Tally {
  /** Events of the conversation in the database (the subscriber should have each once). */
  expected: number;
  received: number;
  /** In the database, never received. */
  lost: number;
  /** Received more than once (each extra copy counts). */
  repeated: number;
  /** Received after an event the database has later. */
  outOfOrder: number;
  /** Received, but no event of the database has this name, id and data. */
  unknown: number;
}

const key = (d: Delivery) => `${d.event}\n${d.id}\n${d.data}`;

/** What one subscriber received against the conversation's full event log (`truth`, in order). */
export function tally(truth: readonly Delivery[], received: readonly Delivery[]): Tally {
  const position = new Map(truth.map((d, i) => [key(d), i]));
  const seen = new Set<string>();
  let repeated = 0;
  let outOfOrder = 0;
  let unknown = 0;
  let furthest = -1;
  for (const d of received) {
    const k = key(d);
    const at = position.get(k);
    if (at === undefined) unknown += 1;
    else if (seen.has(k)) repeated += 1;
    else {
      seen.add(k);
      if (at < furthest) outOfOrder += 1;
      else furthest = at;
    }
  }
  return { expected: truth.length, received: received.length, lost: truth.length - seen.size, repeated, outOfOrder, unknown };
}
