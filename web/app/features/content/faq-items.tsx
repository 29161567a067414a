/** The FAQ's questions and answers, one per SPEC §2 topic, grouped under headings. */
import type { ReactNode } from "react";
import { AppLink } from "../chrome/app-link";

export interface FaqContext {
  siteName: string;
  infoEmail: string;
  donateUrl: string;
  merchandiseUrl: string;
}

export interface FaqItem {
  /** SPEC topic, kept for tests and anchors. */
  topic: string;
  question: string;
  answer: ReactNode;
}

const External = ({ href, children }: { href: string; children: ReactNode }) => (
  <a href={href} target="_blank" rel="noopener">
    {children}
    <span className="visually-hidden"> (opens in a new tab)</span>
  </a>
);

export function faqGroups(c: FaqContext): { heading: string; items: FaqItem[] }[] {
  const mail = <a href={`mailto:${c.infoEmail}`}>{c.infoEmail}</a>;
  return [
    {
      heading: "Taking a tour",
      items: [
        {
          topic: "how-to-take-a-tour",
          question: "How do I take a tour?",
          answer: (
            <>
              <p>
                Choose a tour on the <AppLink to="/tours">Tours</AppLink> page. On its first screen,
                choose &lsquo;Take Tour&rsquo; to follow it in person, or &lsquo;Take Tour
                Virtually&rsquo; to follow it from anywhere. Each stop has narration to listen to, a
                short text to read, images and the full record of the site.
              </p>
              <p>
                Press &lsquo;Go To Next Stop&rsquo; to move on. In person, it opens a map with
                directions to the next site; press &lsquo;Arrived&rsquo; when you get there. On the
                last stop, &lsquo;Complete Tour&rsquo; ends the tour.
              </p>
            </>
          ),
        },
        {
          topic: "devices",
          question: "What device do I need?",
          answer: (
            <p>
              Any phone, tablet or computer with an up-to-date web browser. There is no app to
              install and no account to create. For a tour in person, bring a charged phone with a
              data connection, and headphones if you want to listen without disturbing others.
            </p>
          ),
        },
        {
          topic: "cost",
          question: "How much does it cost?",
          answer: (
            <p>
              Nothing. Every tour, record and lesson plan is free, and the site has no advertising.
              The tours are made possible by donations and our sponsors; if you would like to help,
              you can <External href={c.donateUrl}>support us</External>.
            </p>
          ),
        },
        {
          topic: "parking",
          question: "Where can I park?",
          answer: (
            <p>
              It depends on the tour. Downtown walking tours start near metered street parking and
              public garages, and WeGo buses serve downtown; rates are higher on event days. Most
              sites on the driving tours have their own parking. Each stop&apos;s record gives the
              site&apos;s address. Please park legally, and on driving tours let a passenger handle
              the phone.
            </p>
          ),
        },
        {
          topic: "location",
          question: "Why does the site ask for my location?",
          answer: (
            <p>
              Only the in-person directions map uses your location, to show where you are on the way
              to the next stop, and your browser asks your permission first. You can say no and
              still take every tour, including in virtual mode. We do not store or share your
              location. If you said no and change your mind, allow location for this site in your
              browser or device settings.
            </p>
          ),
        },
        {
          topic: "accessibility",
          question: "Are the tours accessible?",
          answer: (
            <p>
              The site works with screen readers, keyboard navigation and text zoom; every stop has
              both audio narration and written text, and images have text descriptions. Walking
              routes follow public sidewalks, but some sites involve hills, steps or uneven ground.
              Virtual mode lets anyone take every tour from home. Please tell us at {mail} about any
              barrier you meet.
            </p>
          ),
        },
        {
          topic: "guided-tours",
          question: "Do you offer guided tours?",
          answer: (
            <p>
              Our tours are self-guided, so you can take them whenever you like and at your own
              pace; we do not run scheduled guided tours. Teachers and group leaders will find a
              classroom guide and <AppLink to="/lesson-plans">lesson plans</AppLink>, and can write
              to us at {mail} for help planning a group visit.
            </p>
          ),
        },
      ],
    },
    {
      heading: "Records, images and research",
      items: [
        {
          topic: "image-reuse",
          question: "May I use the images and text on this site?",
          answer: (
            <p>
              Each record lists its Rights and Source. Text written by our staff may be shared for
              non-commercial purposes with credit where the record says so. Many images belong to
              archives, libraries or photographers who keep their rights: to reuse them, ask the
              holder named in the record. For classroom work, citing the record is usually all you
              need.
            </p>
          ),
        },
        {
          topic: "citation",
          question: "How do I cite a record or a tour stop?",
          answer: (
            <p>
              Open the record: every stop links to it, and all records are on the{" "}
              <AppLink to="/records">Records</AppLink> page. Press &lsquo;Copy citation&rsquo; to
              copy a citation with the creator, the title in quotes, {c.siteName}, the date you
              accessed it and the page address, ready to paste into your bibliography.
            </p>
          ),
        },
        {
          topic: "authorship",
          question: "Who writes the tours?",
          answer: (
            <p>
              Our staff and volunteers research and write the tours and records with the Historical
              Commission. Each record names its creator, author, contributors and sources, so you
              can see who wrote it and what it is based on. Meet the team on the{" "}
              <AppLink to="/about-us">About Us</AppLink> page.
            </p>
          ),
        },
        {
          topic: "corrections",
          question: "I found a mistake. How do I report it?",
          answer: (
            <p>
              Thank you for telling us! Write to {mail} with the page address, what you believe is
              wrong and, if you can, a source. Our researchers check every correction against the
              sources before the site is updated.
            </p>
          ),
        },
      ],
    },
    {
      heading: "Contact and support",
      items: [
        {
          topic: "merchandise",
          question: "Do you sell merchandise?",
          answer: (
            <p>
              Yes. Our <External href={c.merchandiseUrl}>online store</External> sells gifts whose
              proceeds support the free tours.
            </p>
          ),
        },
        {
          topic: "contact",
          question: "How can I contact you?",
          answer: (
            <p>
              Write to {mail}. Our phone number and mailing address are on the{" "}
              <AppLink to="/about-us">About Us</AppLink> page.
            </p>
          ),
        },
      ],
    },
  ];
}
