/** The tours' Terms of Use, for the pages that ask them before a stop (the QR landing pages). */
export { acceptTerms, TERMS_FLAG_SCRIPT, TERMS_KEY, termsAccepted } from "./screen/terms-accepted";
export { TermsModal } from "./screen/terms-modal";
