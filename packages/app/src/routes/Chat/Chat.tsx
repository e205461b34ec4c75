/** Placeholder until the page is assembled. */
export default function Chat() {
  return <p>Chat</p>;
}
