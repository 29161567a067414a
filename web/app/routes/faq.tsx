import { FaqList } from "../features/content/faq-list";
import "../features/content/content.css";
import { rootData, seo } from "../lib/seo";
import type { Route } from "./+types/faq";

export function loader({ context }: Route.LoaderArgs) {
  const { siteName, infoEmail, donateUrl, merchandiseUrl } = context.api.site;
  return { siteName, infoEmail, donateUrl, merchandiseUrl };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { baseUrl, siteName } = rootData(matches);
  return seo(baseUrl, siteName, {
    title: "Frequently Asked Questions",
    description:
      "How to take a free Nashville history tour in person or virtually: devices, cost, parking, location, accessibility, citations, corrections and how to reach us.",
    path: "/faq",
  });
};

export default function Faq({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="page content-page">
      <h1>Frequently Asked Questions</h1>
      <p className="lead">
        Everything you need to know before you set out. Select a question to read its answer.
      </p>
      <FaqList {...loaderData} />
    </main>
  );
}
