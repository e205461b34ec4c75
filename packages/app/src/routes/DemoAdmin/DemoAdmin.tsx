/** Placeholder until the page is assembled. */
export default function DemoAdmin() {
  return <p>DemoAdmin</p>;
}
