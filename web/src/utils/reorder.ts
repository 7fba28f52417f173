/**
 * Which of an item's Move buttons keeps focus after a keyboard move: the one pressed, unless the move reached
 * the end it points to, where that button is disabled, then its partner.
 *
 * Decided from positions at the moment of the move, never by reading the buttons' `disabled` after a render:
 * under load an effect of the render before could consume the request first and read the old buttons, then
 * focus one that the move disables a moment later, leaving focus on <body> (seen in the CV editor's browser
 * test on a busy machine).
 */
export function buttonAfterMove(from: number, offset: -1 | 1, length: number): 'up' | 'down' {
  const to = from + offset;
  if (offset < 0) return to === 0 ? 'down' : 'up';
  return to === length - 1 ? 'up' : 'down';
}
