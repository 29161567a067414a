import type { SiteConfig, SocialLinks } from "@tours/shared";
import type { ReactNode } from "react";
import { AppLink } from "./app-link";
import { FacebookIcon, InstagramIcon, MailIcon, MusicIcon, TikTokIcon, TwitterIcon } from "./icons";

const SOCIAL: { key: keyof Omit<SocialLinks, "version">; label: string; icon: ReactNode }[] = [
  { key: "instagram", label: "Instagram", icon: <InstagramIcon /> },
  { key: "twitter", label: "Twitter", icon: <TwitterIcon /> },
  { key: "facebook", label: "Facebook", icon: <FacebookIcon /> },
  { key: "tiktok", label: "TikTok", icon: <TikTokIcon /> },
];

interface Props {
  site: SiteConfig;
  social: SocialLinks;
  /** On a tour's pages: room for the audio player's controls at the bottom (SPEC §2). */
  onTour: boolean;
}

export function SiteFooter({ site, social, onTour }: Props) {
  return (
    <footer className={onTour ? "site-footer site-footer--tour" : "site-footer"}>
      <img
        src={site.commission.logo}
        alt={site.commission.name}
        width="180"
        height="60"
        className="site-footer__commission"
      />
      <nav aria-label="Footer">
        <ul className="site-footer__links">
          {site.menu.map((link) => (
            <li key={link.name}>
              {link.external ? (
                <a href={link.path} target="_blank" rel="noopener">
                  {link.name}
                </a>
              ) : (
                <AppLink to={link.path}>{link.name}</AppLink>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <ul className="site-footer__social">
        {SOCIAL.filter(({ key }) => social[key]).map(({ key, label, icon }) => (
          <li key={key}>
            <a
              href={social[key]}
              target="_blank"
              rel="noopener"
              aria-label={label}
              className="icon-button"
            >
              {icon}
            </a>
          </li>
        ))}
        <li>
          <a
            href={site.musicStreamingUrl}
            target="_blank"
            rel="noopener"
            aria-label="Our playlist"
            className="icon-button"
          >
            <MusicIcon />
          </a>
        </li>
        <li>
          <a
            href={`mailto:${site.infoEmail}`}
            aria-label={`E-mail ${site.infoEmail}`}
            className="icon-button"
          >
            <MailIcon />
          </a>
        </li>
      </ul>
      <p className="site-footer__credit">
        Site by <a href={site.developerCredit.url}>{site.developerCredit.name}</a>
      </p>
    </footer>
  );
}
