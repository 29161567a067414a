/** /admin/home (SPEC §2): featured tours and social links, each saved on its own. */
import { useState } from "react";
import { useUnsavedChangesPrompt } from "../ui/use-unsaved-changes";
import { FeaturedToursSection } from "./featured-tours-section";
import "./home.css";
import { SocialLinksSection } from "./social-links-section";
import { adminMeta } from "../ui/admin-title";
import type { Route } from "./+types/admin-home";

export const meta: Route.MetaFunction = () => adminMeta("Home");

export default function AdminHome() {
  const [featuredDirty, setFeaturedDirty] = useState(false);
  const [linksDirty, setLinksDirty] = useState(false);
  const prompt = useUnsavedChangesPrompt(featuredDirty || linksDirty);
  return (
    <div className="admin-home">
      <h1>Home</h1>
      <p className="admin-field__help">What the public home page and footer show.</p>
      <section className="admin-home__section">
        <FeaturedToursSection onDirtyChange={setFeaturedDirty} />
      </section>
      <section className="admin-home__section">
        <SocialLinksSection onDirtyChange={setLinksDirty} />
      </section>
      {prompt}
    </div>
  );
}
