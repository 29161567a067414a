import { toAboutUsView } from "../features/content/about-us-view";
import { withImageSizing } from "../features/media/image-sizing.server";
import { AboutUsPage } from "../features/content/about-us-page";
import "../features/content/content.css";
import { rootData, seo } from "../lib/seo";
import type { Route } from "./+types/about-us";

export async function loader({ context }: Route.LoaderArgs) {
  const { api } = context;
  return {
    ...(await withImageSizing(api, toAboutUsView(await api.aboutUs()))),
    siteName: api.site.siteName,
    commissionName: api.site.commission.name,
    infoEmail: api.site.infoEmail,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { baseUrl, siteName } = rootData(matches);
  return seo(baseUrl, siteName, {
    title: "About Us",
    description:
      "Who makes Nashville's free self-guided history tours: our mission, staff, curriculum team and how to reach us, partner with us or propose a site.",
    path: "/about-us",
  });
};

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  return <AboutUsPage {...loaderData} />;
}
