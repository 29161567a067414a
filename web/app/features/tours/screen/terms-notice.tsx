/** What a stop hidden by the Terms of Use shows in its place once the modal is closed unaccepted. */

const MESSAGE = "Please accept the Terms of Use to see this stop.";

export function TermsNotice({ onShow }: { onShow(): void }) {
  return (
    <div className="terms-notice">
      <p>{MESSAGE}</p>
      {/* Where focus goes when the modal closes without 'I Accept' (lib/page-focus): the way on,
          with the message said aloud, instead of the hidden stop's title. */}
      <button
        type="button"
        className="button"
        onClick={onShow}
        data-page-start=""
        data-announce={MESSAGE}
      >
        Read the Terms of Use
      </button>
    </div>
  );
}
