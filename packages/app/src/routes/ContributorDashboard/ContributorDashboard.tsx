/** Placeholder until the page is assembled. */
export default function ContributorDashboard() {
  return <p>ContributorDashboard</p>;
}
