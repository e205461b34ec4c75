/** Placeholder until the page is assembled. */
export default function AdminDashboard() {
  return <p>AdminDashboard</p>;
}
