// Placeholder until the admin area adds the signed-in user menu (spec §2). Renders nothing for visitors.
export function UserMenu() {
  return null;
}
