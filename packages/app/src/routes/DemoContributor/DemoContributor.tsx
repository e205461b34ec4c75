/** Placeholder until the page is assembled. */
export default function DemoContributor() {
  return <p>DemoContributor</p>;
}
