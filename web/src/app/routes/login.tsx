// Placeholder page module; replaced by the real page.
export function Component() {
  return <h1>login</h1>;
}
