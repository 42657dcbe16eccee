import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** The Content-Security-Policy nonce of this response. */
    cspNonce: string;
    /** The client address, as resolved by Express with its trust-proxy setting. */
    clientIp: string;
    requestId: string;
  }
}

export {};
