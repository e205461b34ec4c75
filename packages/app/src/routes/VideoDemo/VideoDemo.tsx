/** Placeholder until the page is assembled. */
export default function VideoDemo() {
  return <p>VideoDemo</p>;
}
