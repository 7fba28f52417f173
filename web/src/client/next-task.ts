/**
 * Lets the browser run what is waiting (input, a paint) before the next step of the takeover: the evaluation of
 * React DOM, of the rest of the app, the router with the first route's modules and data, and React's render
 * would otherwise be one task of 100–400 ms on a slow phone, counted in Total Blocking Time
 * (docs/rendering.md, "How the client takes over").
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
