/** Placeholder until the page is assembled. */
export default function StorytellerDashboard() {
  return <p>StorytellerDashboard</p>;
}
