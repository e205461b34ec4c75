/** Placeholder until the page is assembled. */
export default function Samples() {
  return <p>Samples</p>;
}
