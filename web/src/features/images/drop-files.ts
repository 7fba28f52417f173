/**
 * Images dropped on a file field go through its file input, as if chosen in the system dialog: the same checks,
 * resize, progress and alt text (docs/decisions.md, "The writing desk"). Spread on a `.media-file` wrapper.
 */
import type { DragEvent } from 'react';

const imagesIn = (event: DragEvent): File[] => Array.from(event.dataTransfer?.files ?? []).filter((file) => file.type.startsWith('image/'));

/** The file input inside the wrapper an event is on. */
const input = (event: DragEvent): HTMLInputElement | null =>
  event.currentTarget instanceof HTMLElement ? event.currentTarget.querySelector<HTMLInputElement>('input[type="file"]') : null;

/** The drag and drop handlers of a wrapper around a file input. */
export const DROP_ONTO_FILE_INPUT = {
  onDragOver: (event: DragEvent) => {
    // Files are announced (not readable) while dragging: accept any, sort them on drop.
    if (!event.dataTransfer?.types.includes('Files') || input(event)?.disabled) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  },
  onDrop: (event: DragEvent) => {
    const target = input(event);
    const images = imagesIn(event);
    if (!target || target.disabled || images.length === 0) return;
    event.preventDefault();
    const transfer = new DataTransfer();
    for (const image of target.multiple ? images : images.slice(0, 1)) transfer.items.add(image);
    target.files = transfer.files;
    target.dispatchEvent(new Event('change', { bubbles: true }));
  },
};
