// The seed parts served by web/scripts/seed-parts-plugin.ts (JSON: a pruned database tree).
declare module 'virtual:seed/*' {
  const part: unknown;
  export default part;
}
