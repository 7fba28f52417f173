// Placeholder page module; replaced by the real page.
export function Component() {
  return <h1>project</h1>;
}
