/**
 * What only a project's form has (item-kinds.tsx, `form`): where it shows (featured, order) and its gallery, and the
 * check that a featured order is not already another featured project's.
 */
import { useTranslation } from 'react-i18next';
import type { Lang, Project } from '@portfolio/content/content-types';
import { LIMITS } from '@portfolio/content/content-model';
import type { FeaturedSlot } from '../api/load-editor-data';
import type { ProjectDraft } from '../form-values';
import { nextFreeOrder, validateProject, type FieldErrors, type ValidateOptions } from '../validation';
import { describedBy, fieldId, FieldMessages, useErrorText } from './fields';
import { ImageErrors, localizedLabel } from './item-form-parts';
import type { SectionProps } from './item-form';

/** What a project's form needs besides the project (item-kinds.tsx, loadFormData). */
export interface ProjectFormData {
  /** The other featured projects: a featured order is unique, so the form suggests a free one and refuses a taken one. */
  otherFeatured: readonly FeaturedSlot[];
}

type ProjectSectionProps = SectionProps<Project, ProjectDraft, ProjectFormData>;

/** The orders the other featured projects hold, the next free one, and the one a project would clash with. */
function featuredSlots(otherFeatured: readonly FeaturedSlot[]) {
  const takenOrders = otherFeatured.map((slot) => slot.order);
  return {
    takenOrders,
    freeOrder: nextFreeOrder(takenOrders),
    /** The featured project already at this order, if this one is featured too. */
    clashOf: (item: Pick<Project, 'featured' | 'order'>) =>
      item.featured ? otherFeatured.find((slot) => slot.order === item.order) : undefined,
  };
}

/** The project's checks, and a featured order another featured project already has. */
export function validateFeaturedProject(
  project: Project,
  options: ValidateOptions,
  { otherFeatured }: ProjectFormData,
  lang: Lang,
): FieldErrors {
  const { clashOf, freeOrder } = featuredSlots(otherFeatured);
  const errors = validateProject(project, options);
  const clash = clashOf(project);
  if (clash && !errors.order) errors.order = { code: 'orderTaken', value: localizedLabel(clash.title, lang), next: freeOrder };
  return errors;
}

/** Featured or not, and the order. */
export function ProjectDisplay({ editor, formData: { otherFeatured }, lang }: ProjectSectionProps) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const { draft, errors } = editor;
  const { takenOrders, freeOrder, clashOf } = featuredSlots(otherFeatured);
  const orderId = fieldId('order');
  // A taken featured order shows at once, not only after Save (as a taken address does).
  const liveClash = clashOf({ featured: draft.featured, order: Number(draft.order) });
  const orderError =
    errorText(errors.order) ??
    (liveClash ? errorText({ code: 'orderTaken', value: localizedLabel(liveClash.title, lang), next: freeOrder }) : undefined);
  const orderHint = [
    t('projects.orderHint', { min: LIMITS.orderMin, max: LIMITS.orderMax }),
    draft.featured && takenOrders.length > 0
      ? t('projects.featuredOrdersTaken', { orders: [...takenOrders].sort((a, b) => a - b).join(', '), next: freeOrder })
      : '',
  ]
    .filter(Boolean)
    .join(' ');
  const setFeatured = (featured: boolean) =>
    // Featuring a project suggests the next free order when its own is taken.
    editor.update(featured && clashOf({ featured, order: Number(draft.order) }) ? { featured, order: String(freeOrder) } : { featured });

  return (
    <fieldset className="editor__display">
      <legend>{t('projects.display')}</legend>
      <label className="field field--checkbox">
        <input type="checkbox" checked={draft.featured} onChange={(event) => setFeatured(event.target.checked)} />
        {t('projects.featured')}
      </label>
      <div className={`field${orderError ? ' field--invalid' : ''}`}>
        <label htmlFor={orderId}>{t('projects.order')}</label>
        <input
          id={orderId}
          type="number"
          inputMode="numeric"
          step={1}
          min={LIMITS.orderMin}
          max={LIMITS.orderMax}
          value={draft.order}
          aria-invalid={orderError ? true : undefined}
          aria-describedby={describedBy(orderId, orderHint, orderError)}
          onChange={(event) => editor.update({ order: event.target.value })}
        />
        <FieldMessages id={orderId} hint={orderHint} error={orderError} />
      </div>
    </fieldset>
  );
}

/** The gallery, whose chosen image is the card image. */
export function ProjectImages({ editor, storageFolder, media: { GalleryEditor } }: ProjectSectionProps) {
  const { t } = useTranslation('admin');
  const { draft, errors } = editor;
  return (
    <fieldset className="editor__images">
      <legend>{t('projects.gallery')}</legend>
      {editor.imagesAllowed ? (
        <GalleryEditor
          value={draft.gallery}
          onChange={(gallery) => editor.update({ gallery })}
          storageFolder={storageFolder}
          cover={draft.cover}
          onCoverChange={(cover) => editor.update({ cover })}
          onUploadingChange={editor.setFieldUploading('gallery')}
        />
      ) : (
        <p className="field__hint">{t('form.imagesNeedId')}</p>
      )}
      <ImageErrors path="gallery" errors={errors} />
      <ImageErrors path="cover" errors={errors} />
    </fieldset>
  );
}
