// Placeholder: replaced by the QR landing flow work.
export default function Placeholder() {
  return <main id="main" className="page" />;
}
