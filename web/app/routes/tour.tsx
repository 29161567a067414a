// Placeholder: the tour layout comes next.
export default function TourLayout() {
  return <main id="main" className="page" />;
}
