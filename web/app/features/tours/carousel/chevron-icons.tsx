/** Arrow icons of the carousel and lightbox buttons. Decorative: the buttons carry the names. */
function Chevron({ path }: { path: string }) {
  return (
    <svg
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}

export const ChevronLeftIcon = () => <Chevron path="m15 5-7 7 7 7" />;
export const ChevronRightIcon = () => <Chevron path="m9 5 7 7-7 7" />;
