import type { ContactInfo as Contact } from "@tours/shared";
import { telHref } from "./about-us-view";

export function ContactInfo({ contact }: { contact: Contact }) {
  const lines = contact.address.filter((line) => line.trim() !== "");
  if (!contact.phone && !contact.email && lines.length === 0) {
    return <p>Contact details will be published here soon.</p>;
  }
  return (
    <dl className="contact-card">
      {contact.phone && (
        <div>
          <dt>Phone</dt>
          <dd>
            <a href={telHref(contact.phone)}>{contact.phone}</a>
          </dd>
        </div>
      )}
      {contact.email && (
        <div>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </dd>
        </div>
      )}
      {lines.length > 0 && (
        <div>
          <dt>Mailing address</dt>
          <dd>
            <address className="contact-card__address">
              {lines.map((line, i) => (
                <span key={i}>
                  {line}
                  {i < lines.length - 1 && <br />}
                </span>
              ))}
            </address>
          </dd>
        </div>
      )}
    </dl>
  );
}
