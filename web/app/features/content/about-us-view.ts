/** What the About Us page needs from the stored content, staff sorted as the SPEC asks. */
import type { AboutUs, ContactInfo } from "@tours/shared";
import { mediaUrl } from "@tours/shared/browser";
import type { PageImage } from "../media/page-image";

export interface StaffCard {
  id: string;
  titleLine: string;
  bio: string;
  /** The portrait's address ("" when there is none). */
  image: PageImage & { alt: string };
}

export interface AboutUsView {
  staff: StaffCard[];
  curriculumTeam: string[];
  contactInfo: ContactInfo;
}

/** Staff ascending by sortOrder; equal orders keep a stable, readable order by title line. */
export function toAboutUsView(about: AboutUs): AboutUsView {
  const staff = [...about.staff]
    .sort((a, b) => a.sortOrder - b.sortOrder || a.titleLine.localeCompare(b.titleLine))
    .map(({ id, titleLine, bio, image }) => ({
      id,
      titleLine,
      bio,
      image: { src: mediaUrl(image.src), alt: image.alt },
    }));
  return {
    staff,
    curriculumTeam: about.curriculumTeam.map((m) => m.titleLine),
    contactInfo: about.contactInfo,
  };
}

/** Digits (and a leading +) of a phone number, for a tel: link. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/(?!^\+)\D/g, "")}`;
}
