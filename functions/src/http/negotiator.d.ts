// The part of negotiator 1.x (jshttp) this code uses. DefinitelyTyped's @types/negotiator describes 0.6, whose
// encoding() has no `preferred` option: the server's order among encodings the client accepts equally.
declare module 'negotiator' {
  interface NegotiatorRequest {
    headers: Record<string, string | string[] | undefined>;
  }
  export default class Negotiator {
    constructor(request: NegotiatorRequest);
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined;
  }
}
