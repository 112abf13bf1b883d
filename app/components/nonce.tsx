import { createContext, useContext } from "react";

/** The CSP nonce of the request; only the server render knows it. */
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
