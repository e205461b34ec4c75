/** Placeholder until the page is assembled. */
export default function ViewerDashboard() {
  return <p>ViewerDashboard</p>;
}
