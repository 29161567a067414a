import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: "Nashville Historical Tours · Our story, your tour!" },
  {
    name: "description",
    content: "Explore Nashville with free walking and driving tours.",
  },
];

export default function Home() {
  return (
    <main className="page">
      <h1>Our story, your tour!</h1>
      <p className="lead">Explore Nashville with free walking and driving tours.</p>
    </main>
  );
}
