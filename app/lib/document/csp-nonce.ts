import { createContext } from "react";

/**
 * The CSP nonce of the response being rendered, for inline scripts the document shell writes itself. Only
 * server-rendered pages have one; prerendered pages are covered by the hashes of their inline scripts instead.
 */
export const CspNonce = createContext<string | undefined>(undefined);
