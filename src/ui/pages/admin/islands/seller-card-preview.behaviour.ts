import type { Behaviour } from '#ui/islands/behaviour.ts';

export type SellerCardPreviewProps = { formId: string };

/**
 * Each option box of the advisor card (`showHobbies`...) shows or hides the card part marked
 * `data-card-part` with its name, in the preview next to it, as it changes (decision 061).
 */
export const behaviour: Behaviour = (element, props) => {
  const { formId } = props as SellerCardPreviewProps;
  const form = element.ownerDocument.getElementById(formId);
  const preview = element.closest('[data-card-preview]');
  if (!form || !preview) return;
  for (const part of preview.querySelectorAll<HTMLElement>('[data-card-part]')) {
    const option = part.dataset.cardPart ?? '';
    const box = form.querySelector<HTMLInputElement>(`input[type="checkbox"][name="${option}"]`);
    if (!box) continue;
    const update = () => {
      part.hidden = !box.checked;
    };
    box.addEventListener('change', update);
    update();
  }
};
